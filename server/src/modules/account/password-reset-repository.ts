import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/index';

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

export async function insertPasswordResetToken(db: Executor, values: PasswordResetTokenRow): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Takes the link out of the table as it is read: two concurrent uses cannot both succeed. */
export async function takePasswordResetToken(db: Executor, tokenHash: string): Promise<PasswordResetTokenRow | undefined> {
  const [row] = await db.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).returning();
  return row;
}

export async function deletePasswordResetTokensOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
