import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailChangeTokens } from '../../db/schema/index';

export type EmailChangeTokenRow = typeof emailChangeTokens.$inferSelect;

export async function insertEmailChangeToken(db: Executor, values: EmailChangeTokenRow): Promise<void> {
  await db.insert(emailChangeTokens).values(values);
}

export async function takeEmailChangeToken(db: Executor, tokenHash: string): Promise<EmailChangeTokenRow | undefined> {
  const [row] = await db.delete(emailChangeTokens).where(eq(emailChangeTokens.tokenHash, tokenHash)).returning();
  return row;
}

export async function deleteEmailChangeTokensOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, userId));
}

export async function listPendingEmailChanges(db: Executor, userId: string) {
  return db
    .select({ newEmail: emailChangeTokens.newEmail, expiresAt: emailChangeTokens.expiresAt })
    .from(emailChangeTokens)
    .where(eq(emailChangeTokens.userId, userId));
}
