import { CREDIT_RULES, notEnoughCreditsMessage, type LedgerKind } from '@common/contracts/credits';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditAccounts, creditLedger } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

export type LedgerRow = typeof creditLedger.$inferSelect;
/** A transaction: the account lock taken here is held until it ends. */
type Tx = Parameters<Parameters<Executor['transaction']>[0]>[0];

export type LedgerInput = {
  userId: string;
  kind: LedgerKind;
  /** Signed: negative for a spend. */
  amount: number;
  reason: string;
  /** One row per key and user, however often or concurrently the same key is sent. */
  idempotencyKey: string;
};

/** Locks the user's balance row (creating it at zero the first time) and returns the balance. */
async function lockBalance(tx: Tx, userId: string, now: Date): Promise<number> {
  await tx.insert(creditAccounts).values({ userId, balance: 0, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select({ balance: creditAccounts.balance }).from(creditAccounts).where(eq(creditAccounts.userId, userId)).for('update');
  return row!.balance;
}

async function findByKey(tx: Tx, userId: string, idempotencyKey: string): Promise<LedgerRow | undefined> {
  const [row] = await tx
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * Appends one ledger row and moves the balance with it, under the balance row's lock, so
 * concurrent calls queue up: the balance never goes below zero (a spend it cannot cover throws
 * INSUFFICIENT_CREDITS) and a replayed key returns the first row instead of adding one.
 * `prepare` runs after the checks and before the row is written, inside the same transaction
 * (a render uses it to create its job, so a job exists exactly when its credits were spent).
 */
export async function appendLedgerEntry(
  tx: Tx,
  input: LedgerInput,
  now: Date,
  prepare?: () => Promise<string | null>,
): Promise<{ entry: LedgerRow; replayed: boolean }> {
  const balance = await lockBalance(tx, input.userId, now);
  const existing = await findByKey(tx, input.userId, input.idempotencyKey);
  if (existing) return { entry: existing, replayed: true };
  const balanceAfter = balance + input.amount;
  if (balanceAfter < 0) {
    throw new AppError('INSUFFICIENT_CREDITS', notEnoughCreditsMessage(-input.amount, balance), { cost: -input.amount, balance });
  }
  const renderJobId = prepare ? await prepare() : null;
  const [entry] = await tx
    .insert(creditLedger)
    .values({ ...input, balanceAfter, renderJobId, createdAt: now })
    .returning();
  await tx.update(creditAccounts).set({ balance: balanceAfter, updatedAt: now }).where(eq(creditAccounts.userId, input.userId));
  return { entry: entry!, replayed: false };
}

/** The 40 base credits and the 100-credit welcome bonus of a new account, as two rows. */
export async function grantSignupCredits(tx: Tx, userId: string, now: Date): Promise<void> {
  await appendLedgerEntry(tx, { userId, kind: 'grant', amount: CREDIT_RULES.signupBase, reason: 'Free account credits', idempotencyKey: 'signup:base' }, now);
  await appendLedgerEntry(tx, { userId, kind: 'grant', amount: CREDIT_RULES.signupBonus, reason: 'Welcome bonus', idempotencyKey: 'signup:bonus' }, now);
}

/**
 * Gives back what a failed render spent, once: the refund's key is derived from the spend row,
 * so a failure reported twice (a retried attempt, a redelivered job) refunds nothing more.
 */
export async function refundRender(tx: Tx, renderJobId: string, now: Date): Promise<number> {
  const spends = await tx
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.renderJobId, renderJobId), eq(creditLedger.kind, 'spend')));
  let refunded = 0;
  for (const spend of spends) {
    const { replayed } = await appendLedgerEntry(
      tx,
      { userId: spend.userId, kind: 'refund', amount: -spend.amount, reason: 'Refund: the video could not be rendered', idempotencyKey: `refund:${spend.id}` },
      now,
      async () => renderJobId,
    );
    if (!replayed) refunded -= spend.amount;
  }
  return refunded;
}

export async function readBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ balance: creditAccounts.balance }).from(creditAccounts).where(eq(creditAccounts.userId, userId));
  return row?.balance ?? 0;
}

export async function listLedger(db: Executor, userId: string, options: { before?: number; limit: number }): Promise<LedgerRow[]> {
  return db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), options.before ? lt(creditLedger.id, options.before) : undefined))
    .orderBy(desc(creditLedger.id))
    .limit(options.limit);
}

/** For checks: the sum of a user's rows, which must always equal the stored balance. */
export async function sumLedger(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row!.total);
}
