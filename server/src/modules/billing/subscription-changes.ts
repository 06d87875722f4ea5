import { periodPriceCents, planRank, type Entitlements, type SubscriptionView } from '@common/contracts/billing';
import { PLANS, type PaidPlanId, type PlanFeatureId } from '@common/catalog/plans';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ProviderSubscription } from '../../providers/payments/index';
import { findUserById } from '../auth/service';
import { getBalance, grantCredits, sumCreditsByKeys } from '../credits/service';
import { addMonths, graceEnd, isEntitled, monthsIn, periodGrantKeys } from './periods';
import {
  ensureTeam,
  findLiveSubscription,
  findSubscriptionByProviderId,
  insertInvoice,
  insertSubscription,
  listDueSubscriptionIds,
  listInvoices,
  lockSubscription,
  updateSubscription,
  type SubscriptionRow,
} from './repository';
import { findPlanTeam, grantMonth, recordPaidPeriod, syncTeamPlans, type BillingDeps } from './subscription-service';

/** The one place that decides what a user's plan unlocks, from the catalogue. */
export async function getEntitlements(options: { db: Executor; userId: string; now: Date }): Promise<Entitlements> {
  const { teamId } = await findPlanTeam(options.db as Database, options.userId);
  const sub = teamId ? await findLiveSubscription(options.db, teamId) : undefined;
  const plan = sub && isEntitled(sub, options.now) ? sub.plan : 'free';
  const entry = PLANS[plan];
  return { plan, features: [...entry.features], watermark: entry.watermark, seats: entry.seats };
}

export const hasFeature = (entitlements: Entitlements, feature: PlanFeatureId) => entitlements.features.includes(feature);

async function ownedLiveSubscription(deps: BillingDeps, userId: string): Promise<SubscriptionRow> {
  const { teamId, isMember } = await findPlanTeam(deps.db, userId);
  if (isMember) throw new AppError('FORBIDDEN', "Only the team's owner manages its subscription.");
  const sub = teamId ? await findLiveSubscription(deps.db, teamId) : undefined;
  if (!sub) throw new AppError('NOT_FOUND', 'You have no subscription.');
  return sub;
}

export async function getSubscriptionView(deps: BillingDeps, userId: string): Promise<SubscriptionView> {
  const now = deps.now();
  const { teamId, isMember } = await findPlanTeam(deps.db, userId);
  const sub = teamId ? await findLiveSubscription(deps.db, teamId) : undefined;
  const entitlements = await getEntitlements({ db: deps.db, userId, now });
  const balance = await getBalance({ db: deps.db, userId });
  if (!sub) return { entitlements, isTeamMember: isMember, subscription: null, balance, invoices: [] };
  const granted = await sumCreditsByKeys({ db: deps.db, userId: sub.userId, idempotencyKeys: periodGrantKeys(sub) });
  const invoices = isMember ? [] : await listInvoices(deps.db, userId);
  return {
    entitlements,
    isTeamMember: isMember,
    balance,
    subscription: {
      id: sub.id,
      plan: sub.plan,
      planName: PLANS[sub.plan].names.pricing,
      period: sub.period,
      status: sub.status,
      currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      pendingPlan: sub.pendingPlan,
      graceUntil: sub.graceUntil?.toISOString() ?? null,
      provider: sub.provider,
      creditsGrantedThisPeriod: granted,
    },
    invoices: invoices.map((row) => ({
      id: row.id,
      plan: row.plan,
      period: row.period,
      amountCents: row.amountCents,
      status: row.status,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * Upgrade: now (test mode charges the prorated difference of the period left and grants the
 * difference of this month's credits; Stripe prorates itself). Downgrade: at the period's end.
 */
export async function changePlan(deps: BillingDeps, userId: string, plan: PaidPlanId): Promise<SubscriptionView> {
  const sub = await ownedLiveSubscription(deps, userId);
  const now = deps.now();
  if (plan === sub.plan) {
    if (sub.pendingPlan) await deps.db.transaction((tx) => updateSubscription(tx, sub.id, { pendingPlan: null, updatedAt: now }).then(() => undefined));
    return getSubscriptionView(deps, userId);
  }
  const isUpgrade = planRank(plan) > planRank(sub.plan);
  if (!isUpgrade) {
    if (sub.provider === 'stripe') throw new AppError('CONFLICT', 'Downgrades are made in the billing portal and apply at the end of the period.');
    await deps.db.transaction((tx) => updateSubscription(tx, sub.id, { pendingPlan: plan, updatedAt: now }).then(() => undefined));
    return getSubscriptionView(deps, userId);
  }
  if (sub.provider === 'stripe') {
    const remote = await deps.payments.updateSubscription(sub.providerSubscriptionId!, { plan, period: sub.period });
    await deps.db.transaction((tx) => syncProviderSubscription(tx, remote, now));
    return getSubscriptionView(deps, userId);
  }
  await deps.db.transaction(async (tx) => {
    const locked = (await lockSubscription(tx, sub.id))!;
    const total = locked.currentPeriodEnd.getTime() - locked.currentPeriodStart.getTime();
    const left = Math.max(0, locked.currentPeriodEnd.getTime() - now.getTime());
    const difference = periodPriceCents(plan, locked.period) - periodPriceCents(locked.plan, locked.period);
    await insertInvoice(tx, {
      subscriptionId: locked.id,
      userId: locked.userId,
      plan,
      period: locked.period,
      amountCents: Math.round((difference * left) / total),
      status: 'paid',
      periodStart: now,
      periodEnd: locked.currentPeriodEnd,
      providerInvoiceId: `test:upgrade:${locked.id}:${plan}:${now.toISOString()}`,
      createdAt: now,
    });
    const extra = PLANS[plan].monthlyCredits - PLANS[locked.plan].monthlyCredits;
    await grantCredits({
      tx,
      userId: locked.userId,
      amount: extra,
      reason: `Upgrade to ${PLANS[plan].names.pricing}: this month's extra credits`,
      idempotencyKey: `upgrade:${locked.id}:${plan}:${locked.currentPeriodStart.toISOString()}`,
      now,
    });
    const updated = await updateSubscription(tx, locked.id, { plan, pendingPlan: null, updatedAt: now });
    await syncTeamPlans(tx, updated, now);
  });
  return getSubscriptionView(deps, userId);
}

/** Cancel at period end (true) or resume (false). */
export async function setCancelAtPeriodEnd(deps: BillingDeps, userId: string, cancel: boolean): Promise<SubscriptionView> {
  const sub = await ownedLiveSubscription(deps, userId);
  const now = deps.now();
  if (sub.provider === 'stripe') {
    const remote = await deps.payments.updateSubscription(sub.providerSubscriptionId!, { cancelAtPeriodEnd: cancel });
    await deps.db.transaction((tx) => syncProviderSubscription(tx, remote, now));
  } else {
    await deps.db.transaction((tx) => updateSubscription(tx, sub.id, { cancelAtPeriodEnd: cancel, updatedAt: now }).then(() => undefined));
  }
  return getSubscriptionView(deps, userId);
}

export async function createPortalUrl(deps: BillingDeps, userId: string): Promise<string> {
  const sub = await ownedLiveSubscription(deps, userId);
  if (sub.provider !== 'stripe' || !sub.providerCustomerId) throw new AppError('NOT_FOUND', 'The billing portal is only available with Stripe.');
  return deps.payments.createPortalSession({ customerId: sub.providerCustomerId, returnUrl: `${deps.config.publicOrigin}/subscription` });
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
