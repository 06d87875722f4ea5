import type { AccountSession } from '@common/contracts/account';
import { AppError } from '../../http/app-error';
import { deleteSessionByPrefix, deleteSessionsOfUser, listSessionsOfUser } from '../auth/service';
import type { AccountDeps } from './account-deps';

/** The id the sessions list shows for a session: a prefix of its stored hash, never the cookie's token. */
function sessionIdOf(tokenHash: string): string {
  return tokenHash.slice(0, 16);
}

export async function listSessions(deps: Pick<AccountDeps, 'db'>, userId: string, currentTokenHash: string): Promise<AccountSession[]> {
  const rows = await listSessionsOfUser(deps.db, userId);
  return rows.map((row) => ({
    id: sessionIdOf(row.tokenHash),
    current: row.tokenHash === currentTokenHash,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
}

/** Signs out one of the user's sessions (another user's id is simply not found). */
export async function endSessionById(deps: Pick<AccountDeps, 'db'>, userId: string, id: string): Promise<void> {
  if ((await deleteSessionByPrefix(deps.db, userId, id)) === 0) throw new AppError('NOT_FOUND', 'This session has already ended.');
}

/** "Sign out everywhere": every session of the user, this one included. */
export function endAllSessions(deps: Pick<AccountDeps, 'db'>, userId: string): Promise<number> {
  return deleteSessionsOfUser(deps.db, userId);
}
