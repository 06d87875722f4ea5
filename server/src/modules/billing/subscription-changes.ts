import { periodPriceCents, planRank, type SubscriptionView } from '@common/contracts/billing';
import { PLANS, type PaidPlanId } from '@common/catalog/plans';
import { AppError } from '../../http/app-error';
import { grantCredits } from '../credits/service';
import type { BillingDeps } from './deps';
import { findPlanTeam } from './entitlements';
import { findLiveSubscription, insertInvoice, lockSubscription, updateSubscription, type SubscriptionRow } from './repository';
import { syncProviderSubscription, syncTeamPlans } from './subscription-sync';
import { getSubscriptionView } from './subscription-view';

/** The owner's subscription page: what they have, upgrades now, downgrades and cancels at the period's end, the portal. */

async function ownedLiveSubscription(deps: BillingDeps, userId: string): Promise<SubscriptionRow> {
  const { teamId, isMember } = await findPlanTeam(deps.db, userId);
  if (isMember) throw new AppError('FORBIDDEN', "Only the team's owner manages its subscription.");
  const sub = teamId ? await findLiveSubscription(deps.db, teamId) : undefined;
  if (!sub) throw new AppError('NOT_FOUND', 'You have no subscription.');
  return sub;
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
