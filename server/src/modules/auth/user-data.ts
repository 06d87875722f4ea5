import type { Database, Executor } from '../../db/client';
import { deleteSessionsOfUser } from './session-repository';
import { deleteUserRow, lockUserPassword } from './user-data-repository';

/** Signs the account out everywhere and makes its password unusable; the deletion job does the rest. */
export async function closeAccount(db: Executor, userId: string): Promise<void> {
  await lockUserPassword(db, userId);
  await deleteSessionsOfUser(db, userId);
}

/** The last step of a deletion, after every area's step: the account row (and what cascades from it). */
export function removeAccountRow(db: Database, userId: string): Promise<void> {
  return deleteUserRow(db, userId);
}
