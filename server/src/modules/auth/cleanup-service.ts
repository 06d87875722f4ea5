import type { Database } from '../../db/client';
import { forgetThrottleEventsBefore } from '../throttle/service';
import { SESSION_IDLE_MS } from './session-service';
import { deleteExpiredSelfServiceTokens } from './cleanup-repository';
import { deleteExpiredSessions } from './session-repository';
import { deleteExpiredVerificationTokens } from './verification-repository';

const DAY = 24 * 3_600_000;

/** Removes what can no longer be used: expired sessions and links (verification, reset, address change), throttle events older than a day. */
export async function purgeExpiredAuthData(db: Database, now: Date) {
  return {
    sessions: await deleteExpiredSessions(db, { now, idleBefore: new Date(now.getTime() - SESSION_IDLE_MS) }),
    verificationTokens: await deleteExpiredVerificationTokens(db, now),
    resetAndEmailChangeTokens: await deleteExpiredSelfServiceTokens(db, now),
    throttleEvents: await forgetThrottleEventsBefore(db, new Date(now.getTime() - DAY)),
  };
}
