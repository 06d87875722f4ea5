import { CREDIT_BACK_WINDOW_DAYS, REFUND_WINDOW_DAYS, type RefundKind } from '@common/contracts/billing';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import { adjustCredits, getBalance, sumCreditsByKeys } from '../credits/service';
import type { BillingDeps } from './deps';
import { findPlanTeam } from './entitlements';
import { isEntitled, monthlyGrantKey, PAID_WELCOME_KEY } from './periods';
import { findFirstPaidInvoice, findRefund, findRefundOfInvoice, insertRefund, recordBillingAudit, updateRefund, type RefundRow } from './refund-repository';
import { findLiveSubscription, lockSubscription, updateSubscription, type InvoiceRow, type SubscriptionRow } from './repository';
import { syncTeamPlans } from './subscription-sync';

/**
 * Refunds of an account's first subscription payment (docs/decisions/049-refunds-and-credit-back.md):
 * the 7-day cancel-with-refund the owner takes from /subscription, and the money side of an approved
 * 30-day credit-back request (./credit-back.ts). Both refund the whole first invoice through the
 * payments port, end the plan at once, and withdraw the credits that payment granted that are still
 * there; credits already spent stay spent (never a negative balance, never a charge).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const windowEnd = (paidAt: Date, days: number) => new Date(paidAt.getTime() + days * DAY_MS);

/** The first payment of the owner's live subscription, while its plan is on; null otherwise. */
export async function findFirstPayment(db: Executor, userId: string, now: Date): Promise<{ sub: SubscriptionRow; invoice: InvoiceRow } | null> {
  const { teamId, isMember } = await findPlanTeam(db, userId);
  if (isMember || !teamId) return null;
  const sub = await findLiveSubscription(db, teamId);
  if (!sub || !isEntitled(sub, now)) return null;
  const invoice = await findFirstPaidInvoice(db, userId);
  return invoice && invoice.subscriptionId === sub.id ? { sub, invoice } : null;
}

/** What the first payment granted (its month and the paid welcome bonus), what a refund withdraws now, and what was already spent. */
export async function creditsOfFirstPayment(db: Executor, sub: SubscriptionRow, invoice: InvoiceRow) {
  const granted = await sumCreditsByKeys({
    db,
    userId: sub.userId,
    idempotencyKeys: [monthlyGrantKey(sub.id, invoice.periodStart), PAID_WELCOME_KEY],
  });
  const withdrawn = Math.min(granted, await getBalance({ db, userId: sub.userId }));
  return { granted, withdrawn, kept: granted - withdrawn };
}

/** The 7-day offer: only on the account's first subscription, before any upgrade, once, within 7 days of paying. */
export async function findRefundOffer(db: Executor, userId: string, now: Date) {
  const first = await findFirstPayment(db, userId, now);
  if (!first) return null;
  const until = windowEnd(first.invoice.createdAt, REFUND_WINDOW_DAYS);
  if (now >= until || first.sub.plan !== first.invoice.plan || (await findRefundOfInvoice(db, first.invoice.id))) return null;
  return { ...first, until, credits: await creditsOfFirstPayment(db, first.sub, first.invoice) };
}

export const creditBackUntil = (invoice: InvoiceRow) => windowEnd(invoice.createdAt, CREDIT_BACK_WINDOW_DAYS);

/**
 * The money moves, at the provider and then in one transaction: the refund is asked with the key
 * `refund:<invoice>` (the provider returns the first refund for a repeated key), a Stripe
 * subscription is cancelled at once, and our rows record it. Safe to run twice or concurrently.
 */
export async function refundFirstPayment(
  deps: BillingDeps,
  input: { kind: RefundKind; sub: SubscriptionRow; invoice: InvoiceRow; actorUserId: string; requested?: RefundRow },
): Promise<void> {
  const { sub, invoice } = input;
  const { refundId } = await deps.payments.refundInvoice({
    providerInvoiceId: invoice.providerInvoiceId,
    amountCents: invoice.amountCents,
    idempotencyKey: `refund:${invoice.id}`,
  });
  if (sub.provider === 'stripe' && sub.providerSubscriptionId) await deps.payments.cancelSubscriptionNow(sub.providerSubscriptionId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const locked = (await lockSubscription(tx, sub.id))!;
    const refund = input.requested
      ? await markRequestRefunded(tx, input.requested.id, input.actorUserId, now)
      : await insertRefund(tx, {
          userId: sub.userId,
          invoiceId: invoice.id,
          kind: input.kind,
          status: 'refunded',
          amountCents: invoice.amountCents,
          requestedAt: now,
          decidedAt: now,
          decidedByUserId: input.actorUserId,
        });
    if (!refund) return; // a concurrent request recorded it first
    const credits = await withdrawGrantedCredits(tx, locked, invoice, now);
    await updateRefund(tx, refund.id, { providerRefundId: refundId, creditsWithdrawn: credits.withdrawn, creditsKept: credits.kept });
    const ended = await updateSubscription(tx, locked.id, {
      status: 'canceled',
      endedAt: locked.endedAt ?? now,
      cancelAtPeriodEnd: false,
      pendingPlan: null,
      nextCreditGrantAt: null,
      updatedAt: now,
    });
    await syncTeamPlans(tx, ended, now);
    const audit = { userId: sub.userId, actorUserId: input.actorUserId, at: now };
    await recordBillingAudit(tx, {
      ...audit,
      action: 'refund.issued',
      subjectId: refund.id,
      detail: { kind: input.kind, invoiceId: invoice.id, amountCents: invoice.amountCents, providerRefundId: refundId },
    });
    await recordBillingAudit(tx, { ...audit, action: 'refund.credits-withdrawn', subjectId: refund.id, detail: credits });
    await recordBillingAudit(tx, {
      ...audit,
      action: 'refund.subscription-ended',
      subjectId: refund.id,
      detail: { subscriptionId: sub.id, plan: sub.plan },
    });
  });
}

/** A credit-back request under its lock: undefined when another approval got there first. */
async function markRequestRefunded(tx: Transaction, id: string, actorUserId: string, now: Date): Promise<RefundRow | undefined> {
  const locked = await findRefund(tx, id, { lock: true });
  if (locked?.status !== 'requested') return undefined;
  return updateRefund(tx, id, { status: 'refunded', decidedAt: now, decidedByUserId: actorUserId });
}

async function withdrawGrantedCredits(tx: Transaction, sub: SubscriptionRow, invoice: InvoiceRow, now: Date) {
  const credits = await creditsOfFirstPayment(tx, sub, invoice);
  if (credits.withdrawn > 0) {
    await adjustCredits({
      tx,
      userId: sub.userId,
      amount: -credits.withdrawn,
      reason: 'Refund: the credits of the refunded payment',
      idempotencyKey: `refund-withdraw:${invoice.id}`,
      now,
    });
  }
  return credits;
}

/** POST /api/billing/subscription/refund: the 7-day cancel with a full refund. A repeat after it went through changes nothing. */
export async function refundWithinSevenDays(deps: BillingDeps, userId: string): Promise<void> {
  const now = deps.now();
  const offer = await findRefundOffer(deps.db, userId, now);
  if (!offer) {
    const first = await findFirstPaidInvoice(deps.db, userId);
    const done = first ? await findRefundOfInvoice(deps.db, first.id) : undefined;
    if (done?.kind === 'cancel-within-7-days' && done.status === 'refunded') return;
    throw new AppError(
      'CONFLICT',
      `The full refund is available for ${REFUND_WINDOW_DAYS} days after your first subscription payment, and that time has passed.`,
    );
  }
  await refundFirstPayment(deps, { kind: 'cancel-within-7-days', sub: offer.sub, invoice: offer.invoice, actorUserId: userId });
}
