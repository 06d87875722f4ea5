import type { SubscriptionView } from '@common/contracts/billing';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { BillingDeps } from './deps';
import {
  findFirstPaidInvoice,
  findRefund,
  findRefundOfInvoice,
  insertRefund,
  listRefundsForAdmin,
  recordBillingAudit,
  updateRefund,
} from './refund-repository';
import { findInvoiceWithSubscription } from './repository';
import { creditBackUntil, findFirstPayment, refundFirstPayment } from './refunds';

/**
 * The 30-day credit-back guarantee (ADR 049): the owner asks within 30 days of the first
 * subscription payment, saying which campaigns ran; an admin approves (the first payment is
 * refunded as in ./refunds.ts) or rejects. One request per payment; every step has an audit row.
 */

export async function findCreditBack(db: Executor, userId: string, now: Date): Promise<SubscriptionView['creditBack']> {
  const invoice = await findFirstPaidInvoice(db, userId);
  if (!invoice) return null;
  const request = await findRefundOfInvoice(db, invoice.id);
  if (request?.kind === 'credit-back')
    return {
      until: creditBackUntil(invoice).toISOString(),
      request: { status: request.status, requestedAt: request.requestedAt.toISOString() },
    };
  if (request || now >= creditBackUntil(invoice) || !(await findFirstPayment(db, userId, now))) return null;
  return { until: creditBackUntil(invoice).toISOString(), request: null };
}

export async function requestCreditBack(deps: BillingDeps, userId: string, reason: string): Promise<void> {
  const now = deps.now();
  const offer = await findCreditBack(deps.db, userId, now);
  if (offer?.request) return; // already asked: the first request stands
  const first = offer && (await findFirstPayment(deps.db, userId, now));
  if (!first) throw new AppError('CONFLICT', 'The credit-back guarantee is available for 30 days after your first subscription payment.');
  await deps.db.transaction(async (tx) => {
    const row = await insertRefund(tx, {
      userId,
      invoiceId: first.invoice.id,
      kind: 'credit-back',
      status: 'requested',
      amountCents: first.invoice.amountCents,
      reason,
      requestedAt: now,
    });
    if (row)
      await recordBillingAudit(tx, {
        action: 'credit-back.requested',
        subjectId: row.id,
        userId,
        actorUserId: userId,
        detail: { invoiceId: first.invoice.id, reason },
        at: now,
      });
  });
}

export async function listRefundsOfAllUsers(db: Database) {
  const rows = await listRefundsForAdmin(db);
  return {
    refunds: rows.map(({ refund, ownerEmail, plan, videosRendered }) => ({
      id: refund.id,
      kind: refund.kind,
      status: refund.status,
      ownerEmail,
      plan,
      amountCents: refund.amountCents,
      reason: refund.reason,
      videosRendered,
      requestedAt: refund.requestedAt.toISOString(),
      decidedAt: refund.decidedAt?.toISOString() ?? null,
    })),
  };
}

/** An admin's decision; deciding again (or twice at once) changes nothing. Approval refunds even after the plan ended on its own. */
export async function decideCreditBack(
  deps: BillingDeps,
  admin: { id: string },
  id: string,
  { decision, note }: { decision: 'approve' | 'reject'; note?: string | undefined },
): Promise<void> {
  const request = await findRefund(deps.db, id);
  if (!request || request.kind !== 'credit-back') throw new AppError('NOT_FOUND', 'No such credit-back request.');
  if (request.status !== 'requested') return;
  const now = deps.now();
  if (decision === 'reject') {
    await deps.db.transaction(async (tx) => {
      const locked = (await findRefund(tx, id, { lock: true }))!;
      if (locked.status !== 'requested') return;
      await updateRefund(tx, id, { status: 'rejected', decidedAt: now, decidedByUserId: admin.id });
      await recordBillingAudit(tx, {
        action: 'credit-back.rejected',
        subjectId: id,
        userId: request.userId,
        actorUserId: admin.id,
        // the reviewer's why, kept with the decision (no column: the audit row is the record)
        detail: note ? { note } : {},
        at: now,
      });
    });
    return;
  }
  const first = await findInvoiceWithSubscription(deps.db, request.invoiceId);
  if (!first || first.sub.userId !== request.userId) throw new AppError('NOT_FOUND', 'The payment of this request no longer exists.');
  await refundFirstPayment(deps, { kind: 'credit-back', ...first, actorUserId: admin.id, requested: request });
}
