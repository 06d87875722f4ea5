import type { User } from '@common/contracts/auth';

/** The signed-in user as every auth call returns it: the shared contract, one definition. */
export type SessionUser = User;

/** Why a session ended, remembered for the next sign-in screen. */
export type LogoutReason = 'signed-out' | 'other-tab' | (string & {});
