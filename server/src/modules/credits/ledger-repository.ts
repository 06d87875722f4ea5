import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { creditAccounts, creditLedger, users } from '../../db/schema/index';

// Rows only: what a grant, spend or refund may do is decided in ./service.ts, the one door to the
// ledger for every other module (docs/decisions/013-credit-ledger-and-studio.md).

export type LedgerRow = typeof creditLedger.$inferSelect;
export type NewLedgerRow = Omit<typeof creditLedger.$inferInsert, 'id'>;

/** Locks the user's balance row (creating it at zero the first time) until the transaction ends; returns the balance. */
export async function lockBalance(tx: Transaction, userId: string, now: Date): Promise<number> {
  await tx.insert(creditAccounts).values({ userId, balance: 0, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select({ balance: creditAccounts.balance }).from(creditAccounts).where(eq(creditAccounts.userId, userId)).for('update');
  return row!.balance;
}

export async function findEntryByKey(db: Executor, userId: string, idempotencyKey: string): Promise<LedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.idempotencyKey, idempotencyKey)));
  return row;
}

export async function insertEntry(db: Executor, values: NewLedgerRow): Promise<LedgerRow> {
  const [row] = await db.insert(creditLedger).values(values).returning();
  return row!;
}

/** Only in the transaction that appends the row explaining the change, under `lockBalance`. */
export async function updateBalance(tx: Transaction, userId: string, balance: number, now: Date): Promise<void> {
  await tx.update(creditAccounts).set({ balance, updatedAt: now }).where(eq(creditAccounts.userId, userId));
}

/** The spend rows that paid for a render (one, unless the data says otherwise). */
export async function listRenderSpends(db: Executor, renderJobId: string): Promise<LedgerRow[]> {
  return db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.renderJobId, renderJobId), eq(creditLedger.kind, 'spend')));
}

export async function readBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ balance: creditAccounts.balance }).from(creditAccounts).where(eq(creditAccounts.userId, userId));
  return row?.balance ?? 0;
}

/** Newest first, before the row id `before` when given; with the name of a team member who made the move. */
export async function listEntries(
  db: Executor,
  userId: string,
  options: { before?: number; limit: number },
): Promise<(LedgerRow & { actorName: string | null })[]> {
  const rows = await db
    .select({ entry: creditLedger, actorName: users.name })
    .from(creditLedger)
    .leftJoin(users, eq(users.id, creditLedger.actorUserId))
    .where(and(eq(creditLedger.userId, userId), options.before ? lt(creditLedger.id, options.before) : undefined))
    .orderBy(desc(creditLedger.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row.entry, actorName: row.actorName }));
}

export async function sumEntries(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row!.total);
}

/** The sum of a user's rows with these idempotency keys. */
export async function sumEntriesByKeys(db: Executor, userId: string, keys: string[]): Promise<number> {
  if (!keys.length) return 0;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), inArray(creditLedger.idempotencyKey, keys)));
  return Number(row!.total);
}

/**
 * Credits a user's own renders used: spends less their refunds (both rows are signed), as a
 * positive number; from their own balance or, as a team member, from the pool they spend (the actor).
 */
export async function sumSpentEntries(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(-sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(and(sql`coalesce(${creditLedger.actorUserId}, ${creditLedger.userId}) = ${userId}`, inArray(creditLedger.kind, ['spend', 'refund'])));
  return Number(row!.total);
}
