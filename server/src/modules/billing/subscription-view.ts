import type { SubscriptionView } from '@common/contracts/billing';
import { PLANS } from '@common/catalog/plans';
import { getBalance, sumCreditsByKeys } from '../credits/service';
import { findCreditBack } from './credit-back';
import type { BillingDeps } from './deps';
import { findPlanTeam, getEntitlements } from './entitlements';
import { periodGrantKeys } from './periods';
import { listReceipts } from './receipts';
import { findRefundOffer } from './refunds';
import { findLiveSubscription } from './repository';

/** GET /api/billing/subscription: the plan, the balance, the receipts, and the refunds on offer (ADR 049). */
export async function getSubscriptionView(deps: BillingDeps, userId: string): Promise<SubscriptionView> {
  const now = deps.now();
  const { teamId, isMember } = await findPlanTeam(deps.db, userId);
  const sub = teamId ? await findLiveSubscription(deps.db, teamId) : undefined;
  const entitlements = await getEntitlements({ db: deps.db, userId, now });
  const balance = await getBalance({ db: deps.db, userId });
  const invoices = isMember ? [] : await listReceipts(deps.db, userId);
  const offer = isMember ? null : await findRefundOffer(deps.db, userId, now);
  const refundOffer = offer && {
    invoiceId: offer.invoice.id,
    amountCents: offer.invoice.amountCents,
    until: offer.until.toISOString(),
    creditsGranted: offer.credits.granted,
    creditsWithdrawn: offer.credits.withdrawn,
    creditsKept: offer.credits.kept,
  };
  const creditBack = isMember ? null : await findCreditBack(deps.db, userId, now);
  const base = { entitlements, isTeamMember: isMember, balance, invoices, refundOffer, creditBack };
  if (!sub) return { ...base, subscription: null };
  const granted = await sumCreditsByKeys({ db: deps.db, userId: sub.userId, idempotencyKeys: periodGrantKeys(sub) });
  return {
    ...base,
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
  };
}
