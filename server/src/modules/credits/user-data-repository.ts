import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import { anonymisedCreditLedger, creditAccounts, creditLedger } from '../../db/schema/index';

export function listLedgerOfUser(db: Executor, userId: string) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id));
}

/**
 * Copies the user's ledger rows (kind, amount, balance after, date) under a random subject that maps
 * to nobody, then deletes the ledger and the balance; one transaction, so a crash leaves either all
 * or none of it. Copies are keyed by the ledger row's id, so nothing is copied twice.
 */
export async function anonymiseLedgerOfUser(db: Executor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    const subject = randomUUID();
    if (rows.length) {
      await tx
        .insert(anonymisedCreditLedger)
        .values(rows.map((row) => ({ id: row.id, subject, kind: row.kind, amount: row.amount, balanceAfter: row.balanceAfter, createdAt: row.createdAt })))
        .onConflictDoNothing();
    }
    await tx.delete(creditLedger).where(eq(creditLedger.userId, userId));
    await tx.delete(creditAccounts).where(eq(creditAccounts.userId, userId));
  });
}
