import type { Database } from '../../db/client';
import type { RequestMeta } from './auth-deps';
import type { UserRow } from './repository';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { updateUser } from './repository';
import { deleteSession, findSessionWithUser, insertSession, touchSession } from './session-repository';

const HOUR = 3_600_000;
/** A session unused for 7 days ends; any session ends 30 days after sign-in. */
export const SESSION_IDLE_MS = 7 * 24 * HOUR;
export const SESSION_ABSOLUTE_MS = 30 * 24 * HOUR;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
export const SESSION_TOUCH_INTERVAL_MS = HOUR;

type Options = { db: Database; now: Date };

/** Starts a session and returns the cookie's token; only its hash is stored. */
export async function startSession({ db, now }: Options, userId: string, meta: RequestMeta): Promise<string> {
  const token = newSecretToken();
  await insertSession(db, {
    tokenHash: hashSecretToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip,
  });
  await updateUser(db, userId, { lastSignInAt: now });
  return token;
}

/** The user behind a cookie token, or null for an unknown, idle or expired session (which is deleted). */
export async function resolveSession({ db, now }: Options, token: string): Promise<UserRow | null> {
  const tokenHash = hashSecretToken(token);
  const found = await findSessionWithUser(db, tokenHash);
  if (!found) return null;
  const { session, user } = found;
  const idleSince = now.getTime() - session.lastSeenAt.getTime();
  // a disabled account's sessions are deleted when it is disabled; this also ends one started in the same instant
  if (now >= session.expiresAt || idleSince >= SESSION_IDLE_MS || user.disabledAt) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (idleSince >= SESSION_TOUCH_INTERVAL_MS) await touchSession(db, tokenHash, now);
  return user;
}

export async function endSession({ db }: { db: Database }, token: string): Promise<void> {
  await deleteSession(db, hashSecretToken(token));
}
