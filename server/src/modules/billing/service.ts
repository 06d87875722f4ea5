import { cheapestPlanWith, upgradeRequiredMessage, type Licence } from '@common/contracts/billing';
import type { PlanFeatureId } from '@common/catalog/plans';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { adjustCredits } from '../credits/service';
import { getEntitlements, hasFeature } from './manage-service';
import { findUserByEmail, listAllSubscriptions } from './repository';

/**
 * Billing's face to other modules (docs/decisions/018-billing.md): what a plan unlocks, the
 * server-side gate, and the billing clock. Other modules gate with `requirePlanFeature` (routes)
 * or `userHasFeature` (services); both read the catalogue's plan features through `getEntitlements`.
 */
export { getEntitlements, runBillingClock } from './manage-service';
export { getSubscriptionView, changePlan, setCancelAtPeriodEnd, createPortalUrl } from './manage-service';
export { startCheckout, getCheckout, cancelCheckout, payTestCheckout, getLastPurchase } from './subscription-service';
export { handlePaymentWebhook } from './webhook-service';
export { getTeam, inviteMember, acceptInvite, removeMember } from './team-service';

/** Whether the user's current plan unlocks `feature`. */
export async function userHasFeature(options: { db: Executor; userId: string; feature: PlanFeatureId; now?: Date }): Promise<boolean> {
  return hasFeature(await getEntitlements({ db: options.db, userId: options.userId, now: options.now ?? new Date() }), options.feature);
}

/** Throws UPGRADE_REQUIRED (403, naming the plan that unlocks it) unless the user's plan has `feature`. */
export async function assertPlanFeature(options: { db: Executor; userId: string; feature: PlanFeatureId; now?: Date }): Promise<void> {
  if (!(await userHasFeature(options))) {
    throw new AppError('UPGRADE_REQUIRED', upgradeRequiredMessage(options.feature), { feature: options.feature, plan: cheapestPlanWith(options.feature) });
  }
}

/** A route onRequest hook (after `app.sessions.requireUser`): 403 with a message unless the plan has `feature`. */
export function requirePlanFeature(deps: { db: Database; now: () => Date }, feature: PlanFeatureId): onRequestAsyncHookHandler {
  return async (request) => {
    await assertPlanFeature({ db: deps.db, userId: request.user!.id, feature, now: deps.now() });
  };
}

/** The commercial licence of a plan with the `commercial-license` feature (the route is gated by `requirePlanFeature`). */
export async function getLicence(options: { db: Executor; user: { id: string; name: string }; now: Date }): Promise<Licence> {
  const { plan } = await getEntitlements({ db: options.db, userId: options.user.id, now: options.now });
  return { licensee: options.user.name, plan, text: COMMERCIAL_LICENCE_TEXT };
}

const COMMERCIAL_LICENCE_TEXT =
  'Videos rendered on this plan are exported without watermark and may be used in paid advertising and sold or delivered to clients. The licence covers videos rendered while the plan is active.';

export async function listSubscriptionsForAdmin(db: Database) {
  const rows = await listAllSubscriptions(db);
  return { subscriptions: rows.map((row) => ({ ...row, currentPeriodEnd: row.currentPeriodEnd.toISOString() })) };
}

/** An admin's credit correction: `idempotencyKey` is the form's key for this one adjustment, so a resent form changes the balance once. */
export async function adjustUserCredits(options: { db: Database; email: string; amount: number; reason: string; idempotencyKey: string; adminName: string; now: Date }) {
  const user = await findUserByEmail(options.db, options.email);
  if (!user) throw new AppError('NOT_FOUND', 'No account has this e-mail address.');
  const { entry } = await options.db.transaction((tx) =>
    adjustCredits({ tx, userId: user.id, amount: options.amount, reason: `Adjustment by ${options.adminName}: ${options.reason}`, idempotencyKey: `admin:${options.idempotencyKey}`, now: options.now }),
  );
  return { balance: entry.balanceAfter };
}
export { billingUserData } from './user-data';
