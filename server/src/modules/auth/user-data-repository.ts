import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailChangeTokens, users } from '../../db/schema/index';

export async function listPendingEmailChanges(db: Executor, userId: string) {
  return db
    .select({ newEmail: emailChangeTokens.newEmail, expiresAt: emailChangeTokens.expiresAt })
    .from(emailChangeTokens)
    .where(eq(emailChangeTokens.userId, userId));
}

/** The account row; sessions, links and preferences go with it (foreign keys cascade). */
export async function deleteUserRow(db: Executor, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** Makes the password unusable at once (no argon2 hash verifies against it), before the job removes the row. */
export async function lockUserPassword(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ passwordHash: '!account-deletion-pending' }).where(eq(users.id, userId));
}
