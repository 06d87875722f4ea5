import { annualSavingCents, periodPriceCents, type BillingPeriod, type Checkout, type TestCard } from '@common/contracts/billing';
import { PLANS, type PaidPlanId } from '@common/catalog/plans';
import { AppError } from '../../http/app-error';
import { chargeTestCard } from '../../providers/payments/index';
import { hasCreditMove } from '../credits/service';
import type { BillingDeps } from './deps';
import { findPlanTeam } from './entitlements';
import { addMonths, isEntitled, monthsIn, PAID_WELCOME_KEY } from './periods';
import {
  ensureTeam,
  findCheckout,
  findLastSucceededCheckout,
  findLiveSubscription,
  insertCheckout,
  insertSubscription,
  updateCheckout,
  updateSubscription,
  type CheckoutRow,
} from './repository';
import { recordPaidPeriod, syncTeamPlans } from './subscription-sync';

/** Buying a plan: the server-priced order, Stripe's hosted session or the TEST MODE card form. */

const planName = (plan: PaidPlanId) => PLANS[plan].names.pricing;

async function presentCheckout(deps: BillingDeps, row: CheckoutRow): Promise<Checkout> {
  const plan = PLANS[row.plan];
  const hadWelcome = row.status === 'succeeded' || (await hasCreditMove({ db: deps.db, userId: row.userId, idempotencyKey: PAID_WELCOME_KEY }));
  return {
    id: row.id,
    plan: row.plan,
    planName: plan.names.pricing,
    period: row.period,
    amountCents: row.amountCents,
    annualSavingCents: row.period === 'annual' ? annualSavingCents(row.plan) : 0,
    monthlyCredits: plan.monthlyCredits,
    welcomeBonus: plan.welcomeBonus,
    welcomeBonusDue: hadWelcome ? 0 : plan.welcomeBonus,
    seats: plan.seats,
    status: row.status,
    failureMessage: row.failureMessage,
    provider: row.provider,
    redirectUrl: row.status === 'open' && row.provider === 'stripe' ? (row.redirectUrl ?? null) : null,
    creditsGranted: row.creditsGranted,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

async function assertCanBuy(deps: BillingDeps, userId: string): Promise<void> {
  const { teamId, isMember } = await findPlanTeam(deps.db, userId);
  if (isMember) throw new AppError('CONFLICT', "Your plan comes from your team's subscription. Leave the team to buy your own.");
  const live = teamId ? await findLiveSubscription(deps.db, teamId) : undefined;
  if (live && isEntitled(live, deps.now())) {
    throw new AppError('CONFLICT', `You already have the ${planName(live.plan)} plan. Change it on your subscription page.`);
  }
}

/**
 * Starts a purchase priced by the server from the catalogue. Stripe: a hosted Checkout Session to
 * redirect to; test mode: the order summary for the built-in card form.
 */
export async function startCheckout(
  deps: BillingDeps,
  user: { id: string; email: string },
  input: { plan: PaidPlanId; period: BillingPeriod },
): Promise<Checkout> {
  await assertCanBuy(deps, user.id);
  const now = deps.now();
  let row = await insertCheckout(deps.db, {
    userId: user.id,
    plan: input.plan,
    period: input.period,
    amountCents: periodPriceCents(input.plan, input.period),
    status: 'open',
    provider: deps.payments.id,
    createdAt: now,
  });
  const origin = deps.config.publicOrigin;
  const session = await deps.payments.createCheckoutSession({
    checkoutId: row.id,
    userId: user.id,
    email: user.email,
    plan: input.plan,
    period: input.period,
    successUrl: `${origin}/checkout/success?checkout=${row.id}`,
    cancelUrl: `${origin}/checkout/cancel?checkout=${row.id}`,
  });
  if (session) row = await updateCheckout(deps.db, row.id, { providerSessionId: session.sessionId, redirectUrl: session.url });
  return presentCheckout(deps, row);
}

async function ownCheckout(deps: BillingDeps, userId: string, id: string): Promise<CheckoutRow> {
  const row = await findCheckout(deps.db, id);
  // Someone else's checkout is answered exactly like a missing one.
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'Checkout not found.');
  return row;
}

export async function getCheckout(deps: BillingDeps, userId: string, id: string): Promise<Checkout> {
  return presentCheckout(deps, await ownCheckout(deps, userId, id));
}

/** The buyer's own last purchase (thank-you pages); null for anyone who bought nothing. */
export async function getLastPurchase(deps: BillingDeps, userId: string): Promise<Checkout | null> {
  const row = await findLastSucceededCheckout(deps.db, userId);
  return row ? presentCheckout(deps, row) : null;
}

export async function cancelCheckout(deps: BillingDeps, userId: string, id: string): Promise<Checkout> {
  const row = await ownCheckout(deps, userId, id);
  if (row.status !== 'open' && row.status !== 'declined') return presentCheckout(deps, row);
  return presentCheckout(deps, await updateCheckout(deps.db, id, { status: 'canceled' }));
}

/**
 * TEST MODE: takes one of Stripe's test cards on our own form. 4242… succeeds (subscription,
 * invoice, credits, plan in one transaction); the declining numbers leave the checkout declined
 * with their message and grant nothing; any other number is refused.
 */
export async function payTestCheckout(deps: BillingDeps, userId: string, id: string, card: TestCard): Promise<Checkout> {
  if (deps.payments.id !== 'test') throw new AppError('NOT_FOUND', 'This checkout is paid on Stripe.');
  const outcome = chargeTestCard(card.cardNumber);
  const result = await deps.db.transaction(async (tx) => {
    const row = await findCheckout(tx, id, { lock: true });
    if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'Checkout not found.');
    if (row.status === 'succeeded') return { row };
    if (row.status !== 'open' && row.status !== 'declined') throw new AppError('CONFLICT', 'This checkout is closed. Start again from the plans.');
    const now = deps.now();
    if (!outcome.ok) return { row: await updateCheckout(tx, id, { status: 'declined', failureMessage: outcome.message }), declined: outcome };
    const teamId = await ensureTeam(tx, userId, now);
    const live = await findLiveSubscription(tx, teamId);
    if (live && isEntitled(live, now)) throw new AppError('CONFLICT', `You already have the ${planName(live.plan)} plan. Change it on your subscription page.`);
    if (live) await updateSubscription(tx, live.id, { endedAt: now, updatedAt: now });
    const periodEnd = addMonths(now, monthsIn(row.period));
    const created = await insertSubscription(tx, {
      teamId,
      userId,
      plan: row.plan,
      period: row.period,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      provider: 'test',
      providerSubscriptionId: `test_sub_${row.id}`,
      createdAt: now,
      updatedAt: now,
    });
    const { sub, granted } = await recordPaidPeriod(
      tx,
      created,
      { providerInvoiceId: `test:${created.id}:${now.toISOString()}`, periodStart: now, periodEnd },
      now,
    );
    await syncTeamPlans(tx, sub, now);
    return {
      row: await updateCheckout(tx, id, { status: 'succeeded', failureMessage: null, subscriptionId: sub.id, creditsGranted: granted, completedAt: now }),
    };
  });
  if (result.declined) throw new AppError('PAYMENT_DECLINED', result.declined.message, { decline: result.declined.code });
  return presentCheckout(deps, result.row);
}
