import { periodPriceCents } from '@common/contracts/billing';
import { PLANS, type PaidPlanId } from '@common/catalog/plans';
import type { Database, Transaction } from '../../db/client';
import { publishEvent } from '../../events/publish';
import type { ProviderSubscription } from '../../providers/payments/index';
import { findUserById } from '../auth/service';
import { grantCredits } from '../credits/service';
import { addMonths, graceEnd, isEntitled, monthlyGrantKey, monthsIn, PAID_WELCOME_KEY } from './periods';
import {
  ensureTeam,
  findLiveSubscription,
  findSubscriptionByProviderId,
  insertInvoice,
  insertSubscription,
  listActiveMemberUserIds,
  listDueSubscriptionIds,
  lockSubscription,
  setUsersPlan,
  updateSubscription,
  type SubscriptionRow,
} from './repository';

/**
 * Subscription sync: our subscription rows kept true to what was paid, whoever reports it (the
 * test-mode checkout, the billing clock, a Stripe event). Paid periods, their credits, renewals,
 * ends, and the plan written on the team's accounts (docs/decisions/018-billing.md).
 */

const planName = (plan: PaidPlanId) => PLANS[plan].names.pricing;

/**
 * Keeps `users.plan` of the team's owner and active members equal to what the subscription
 * entitles them to (the watermark and every plan check read it); `free` otherwise.
 */
export async function syncTeamPlans(tx: Transaction, sub: SubscriptionRow, now: Date): Promise<void> {
  const plan = isEntitled(sub, now) ? sub.plan : 'free';
  await setUsersPlan(tx, [sub.userId, ...(await listActiveMemberUserIds(tx, sub.teamId))], plan);
}

/** Grants one month of the plan's credits to the buyer; 0 when that month was already granted. */
export async function grantMonth(tx: Transaction, sub: SubscriptionRow, monthStart: Date, now: Date): Promise<number> {
  const amount = PLANS[sub.plan].monthlyCredits;
  const { replayed } = await grantCredits({
    tx,
    userId: sub.userId,
    amount,
    reason: `${planName(sub.plan)} plan: monthly credits`,
    idempotencyKey: monthlyGrantKey(sub.id, monthStart),
    now,
  });
  return replayed ? 0 : amount;
}

/**
 * A paid period: its invoice (once per provider invoice id), the first month's credits and, on
 * the account's first paid subscription, the welcome bonus. Returns the credits this call granted.
 */
export async function recordPaidPeriod(
  tx: Transaction,
  sub: SubscriptionRow,
  invoice: { providerInvoiceId: string; periodStart: Date; periodEnd: Date },
  now: Date,
): Promise<{ sub: SubscriptionRow; granted: number }> {
  const invoiceRow = await insertInvoice(tx, {
    subscriptionId: sub.id,
    userId: sub.userId,
    plan: sub.plan,
    period: sub.period,
    amountCents: periodPriceCents(sub.plan, sub.period),
    status: 'paid',
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    providerInvoiceId: invoice.providerInvoiceId,
    createdAt: now,
  });
  const secondMonth = addMonths(invoice.periodStart, 1);
  const updated = await updateSubscription(tx, sub.id, {
    status: 'active',
    graceUntil: null,
    currentPeriodStart: invoice.periodStart,
    currentPeriodEnd: invoice.periodEnd,
    nextCreditGrantAt: secondMonth < invoice.periodEnd ? secondMonth : null,
    updatedAt: now,
  });
  let granted = await grantMonth(tx, updated, invoice.periodStart, now);
  const bonus = PLANS[sub.plan].welcomeBonus;
  const welcome = await grantCredits({
    tx,
    userId: sub.userId,
    amount: bonus,
    reason: `Welcome bonus: ${planName(sub.plan)} plan`,
    idempotencyKey: PAID_WELCOME_KEY,
    now,
  });
  if (!welcome.replayed) granted += bonus;
  if (invoiceRow) {
    await publishEvent(tx, 'invoice.paid', {
      userId: sub.userId,
      subscriptionId: sub.id,
      invoiceId: invoiceRow.id,
      plan: sub.plan,
      period: sub.period,
      creditsGranted: granted,
    });
  }
  return { sub: updated, granted };
}

/**
 * The billing clock, one subscription under its row lock: monthly grants that fell due (annual
 * periods grant every month), test-mode renewals (the stored test card always pays), ends at the
 * period's end, and the end of a past_due grace period. Safe to run by any number of workers at
 * once: the lock serialises them and every grant has its period's key.
 */
async function advanceSubscription(tx: Transaction, id: string, now: Date): Promise<void> {
  let sub = await lockSubscription(tx, id);
  if (!sub || sub.endedAt) return;
  for (;;) {
    while (sub.nextCreditGrantAt && sub.nextCreditGrantAt <= now && sub.nextCreditGrantAt < sub.currentPeriodEnd) {
      if (isEntitled(sub, sub.nextCreditGrantAt)) await grantMonth(tx, sub, sub.nextCreditGrantAt, now);
      const next = addMonths(sub.nextCreditGrantAt, 1);
      sub = await updateSubscription(tx, sub.id, { nextCreditGrantAt: next < sub.currentPeriodEnd ? next : null, updatedAt: now });
    }
    if (sub.currentPeriodEnd > now) break;
    if (sub.provider === 'test' && !sub.cancelAtPeriodEnd && isEntitled(sub, sub.currentPeriodEnd)) {
      const start: Date = sub.currentPeriodEnd;
      const end = addMonths(start, monthsIn(sub.period));
      if (sub.pendingPlan) sub = await updateSubscription(tx, sub.id, { plan: sub.pendingPlan, pendingPlan: null, updatedAt: now });
      sub = (await recordPaidPeriod(tx, sub, { providerInvoiceId: `test:${sub.id}:${start.toISOString()}`, periodStart: start, periodEnd: end }, now)).sub;
      continue;
    }
    if (sub.provider === 'test' || sub.status === 'canceled' || sub.status === 'unpaid' || sub.status === 'incomplete') {
      sub = await updateSubscription(tx, sub.id, { status: 'canceled', endedAt: sub.currentPeriodEnd, nextCreditGrantAt: null, updatedAt: now });
    }
    break;
  }
  if (sub.graceUntil && sub.graceUntil <= now) sub = await updateSubscription(tx, sub.id, { graceUntil: null, updatedAt: now });
  await syncTeamPlans(tx, sub, now);
}

/** The billing clock job's work at `now` (tests pass a moved clock). */
export async function runBillingClock(options: { db: Database; now: Date }): Promise<void> {
  for (const id of await listDueSubscriptionIds(options.db, options.now)) {
    await options.db.transaction((tx) => advanceSubscription(tx, id, options.now));
  }
}

/**
 * Makes our row match the provider's subscription as it is now (re-fetched; event order does not
 * matter). The buyer is the user our server named in the subscription's metadata at checkout.
 */
export async function syncProviderSubscription(tx: Transaction, remote: ProviderSubscription, now: Date): Promise<SubscriptionRow | null> {
  let row = await findSubscriptionByProviderId(tx, remote.id);
  if (row) row = await lockSubscription(tx, row.id);
  const plan = remote.plan ?? row?.plan;
  const period = remote.period ?? row?.period;
  if (!plan || !period) return null;
  const graceUntil = remote.status === 'past_due' ? (row?.graceUntil ?? graceEnd(now)) : null;
  const ended = remote.status === 'canceled' ? now : null;
  const fields = {
    plan,
    period,
    status: remote.status,
    currentPeriodStart: remote.currentPeriodStart,
    currentPeriodEnd: remote.currentPeriodEnd,
    cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
    providerCustomerId: remote.customerId,
    graceUntil,
    updatedAt: now,
  };
  if (row) {
    row = await updateSubscription(tx, row.id, { ...fields, endedAt: row.endedAt ?? ended });
  } else {
    const userId = remote.metadata.userId;
    // no owner, or one whose account was deleted (its deletion ended this subscription): nothing to keep
    if (!userId || !(await findUserById(tx, userId))) return null;
    const teamId = await ensureTeam(tx, userId, now);
    const live = await findLiveSubscription(tx, teamId);
    if (live) await updateSubscription(tx, live.id, { endedAt: now, updatedAt: now });
    row = await insertSubscription(tx, { ...fields, teamId, userId, provider: 'stripe', providerSubscriptionId: remote.id, createdAt: now, endedAt: ended });
  }
  await syncTeamPlans(tx, row, now);
  return row;
}
