import { ACCOUNT_MESSAGES, type ProfileUpdateRequest } from '@common/contracts/account';
import { AppError } from '../../http/app-error';
import { findUserById, type UserRow } from '../auth/service';
import type { AccountDeps } from './account-deps';
import { isUsernameTaken, updateUserProfile } from './profile-repository';

const UNIQUE_VIOLATION = '23505';
const GONE = 'Your account no longer exists. Please sign in again.';

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === UNIQUE_VIOLATION && pgError.constraint === constraint;
}

const usernameTaken = () => new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken, { fields: { username: ACCOUNT_MESSAGES.usernameTaken } });

/** Renames the user and/or takes a new username (unique; the same a-z0-9 alphabet as sign-up derives). */
export async function updateProfile(deps: Pick<AccountDeps, 'db'>, userId: string, input: ProfileUpdateRequest): Promise<UserRow> {
  if (input.name === undefined && input.username === undefined) {
    const user = await findUserById(deps.db, userId);
    if (!user) throw new AppError('UNAUTHORIZED', GONE);
    return user;
  }
  if (input.username !== undefined && (await isUsernameTaken(deps.db, input.username, userId))) throw usernameTaken();
  try {
    const user = await updateUserProfile(deps.db, userId, input);
    if (!user) throw new AppError('UNAUTHORIZED', GONE);
    return user;
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key')) throw usernameTaken();
    throw error;
  }
}
