import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';

/** The account row; sessions, links and preferences go with it (foreign keys cascade). */
export async function deleteUserRow(db: Executor, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** Makes the password unusable at once (no argon2 hash verifies against it), before the job removes the row. */
export async function lockUserPassword(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ passwordHash: '!account-deletion-pending' }).where(eq(users.id, userId));
}
