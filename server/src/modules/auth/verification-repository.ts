import { eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailVerificationTokens } from '../../db/schema/index';

export type VerificationTokenRow = typeof emailVerificationTokens.$inferSelect;

export async function insertVerificationToken(db: Executor, values: VerificationTokenRow): Promise<void> {
  await db.insert(emailVerificationTokens).values(values);
}

export async function findVerificationToken(db: Executor, tokenHash: string): Promise<VerificationTokenRow | undefined> {
  const [row] = await db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.tokenHash, tokenHash));
  return row;
}

/** A user's links are all spent at once: verifying, or asking for a new one, voids the old ones. */
export async function deleteVerificationTokensOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
}

export async function deleteExpiredVerificationTokens(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(emailVerificationTokens)
    .where(lte(emailVerificationTokens.expiresAt, now))
    .returning({ tokenHash: emailVerificationTokens.tokenHash });
  return rows.length;
}
