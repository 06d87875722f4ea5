import { cheapestPlanWith, upgradeRequiredMessage, type Entitlements, type Licence } from '@common/contracts/billing';
import { PLANS, type PlanFeatureId } from '@common/catalog/plans';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isEntitled } from './periods';
import { findLiveSubscription, findMembership, findTeamOfOwner } from './repository';

/**
 * What a plan unlocks (docs/decisions/018-billing.md): the one place that reads the catalogue's
 * plan features for a user, and the server-side gates other modules use.
 */

/** The team whose plan applies to a user: the one they are a member of, else their own. */
export async function findPlanTeam(db: Executor | Transaction, userId: string): Promise<{ teamId: string | null; isMember: boolean }> {
  const membership = await findMembership(db, userId);
  if (membership) return { teamId: membership.teamId, isMember: true };
  return { teamId: await findTeamOfOwner(db, userId), isMember: false };
}

/** The one place that decides what a user's plan unlocks, from the catalogue. */
export async function getEntitlements(options: { db: Executor; userId: string; now: Date }): Promise<Entitlements> {
  const { teamId } = await findPlanTeam(options.db, options.userId);
  const sub = teamId ? await findLiveSubscription(options.db, teamId) : undefined;
  const plan = sub && isEntitled(sub, options.now) ? sub.plan : 'free';
  const entry = PLANS[plan];
  return { plan, features: [...entry.features], watermark: entry.watermark, seats: entry.seats };
}

export const hasFeature = (entitlements: Entitlements, feature: PlanFeatureId) => entitlements.features.includes(feature);

/** Whether the user's current plan unlocks `feature`. */
export async function userHasFeature(options: { db: Executor; userId: string; feature: PlanFeatureId; now?: Date }): Promise<boolean> {
  return hasFeature(await getEntitlements({ db: options.db, userId: options.userId, now: options.now ?? new Date() }), options.feature);
}

/** Throws UPGRADE_REQUIRED (403, naming the plan that unlocks it) unless the user's plan has `feature`. */
export async function assertPlanFeature(options: { db: Executor; userId: string; feature: PlanFeatureId; now?: Date }): Promise<void> {
  if (!(await userHasFeature(options))) {
    throw new AppError('UPGRADE_REQUIRED', upgradeRequiredMessage(options.feature), {
      feature: options.feature,
      plan: cheapestPlanWith(options.feature),
    });
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
