import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { billingAuditEvents, creditPackPurchases, invoices, refunds, renderJobs, users } from '../../db/schema/index';

// Rows only, for credit packs, refunds and their audit trail (rules: credit-packs.ts, refunds.ts, credit-back.ts).

export type PackPurchaseRow = typeof creditPackPurchases.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export async function insertPackPurchase(db: Executor, values: typeof creditPackPurchases.$inferInsert): Promise<PackPurchaseRow> {
  const [row] = await db.insert(creditPackPurchases).values(values).returning();
  return row!;
}

export async function findPackPurchase(db: Executor, id: string, options: { lock?: boolean } = {}): Promise<PackPurchaseRow | undefined> {
  const query = db.select().from(creditPackPurchases).where(eq(creditPackPurchases.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updatePackPurchase(db: Executor, id: string, patch: Partial<typeof creditPackPurchases.$inferInsert>): Promise<PackPurchaseRow> {
  const [row] = await db.update(creditPackPurchases).set(patch).where(eq(creditPackPurchases.id, id)).returning();
  return row!;
}

export async function listSucceededPackPurchases(db: Executor, userId: string): Promise<PackPurchaseRow[]> {
  return db
    .select()
    .from(creditPackPurchases)
    .where(and(eq(creditPackPurchases.userId, userId), eq(creditPackPurchases.status, 'succeeded')))
    .orderBy(desc(creditPackPurchases.completedAt))
    .limit(50);
}

/** The account's first paid plan invoice ever: the payment the 7-day refund and the credit-back guarantee are about. */
export async function findFirstPaidInvoice(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'paid')))
    .orderBy(asc(invoices.createdAt))
    .limit(1);
  return row;
}

export async function findRefundOfInvoice(db: Executor, invoiceId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.invoiceId, invoiceId));
  return row;
}

export async function findRefund(db: Executor, id: string, options: { lock?: boolean } = {}): Promise<RefundRow | undefined> {
  const query = db.select().from(refunds).where(eq(refunds.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Returns the row only when it is new: one refund per invoice. */
export async function insertRefund(tx: Transaction, values: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
  const [row] = await tx.insert(refunds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateRefund(tx: Transaction, id: string, patch: Partial<typeof refunds.$inferInsert>): Promise<RefundRow> {
  const [row] = await tx.update(refunds).set(patch).where(eq(refunds.id, id)).returning();
  return row!;
}

export async function listRefundsOfUser(db: Executor, userId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.userId, userId)).orderBy(desc(refunds.requestedAt));
}

export async function listRefundsForAdmin(db: Executor) {
  return db
    .select({
      refund: refunds,
      ownerEmail: users.email,
      plan: invoices.plan,
      videosRendered: sql<number>`(select count(*)::int from ${renderJobs} where ${renderJobs.ownerUserId} = ${refunds.userId} and ${renderJobs.status} = 'completed' and ${renderJobs.kind} <> 'preview')`,
    })
    .from(refunds)
    .innerJoin(users, eq(users.id, refunds.userId))
    .innerJoin(invoices, eq(invoices.id, refunds.invoiceId))
    .orderBy(desc(refunds.requestedAt))
    .limit(200);
}

/** One audit row per step (action, subject): a replayed step writes nothing. */
export async function recordBillingAudit(tx: Transaction, values: typeof billingAuditEvents.$inferInsert): Promise<void> {
  await tx.insert(billingAuditEvents).values(values).onConflictDoNothing();
}
