import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { assertPlanFeature } from '../billing/service';

/**
 * The insights tools a plan must unlock (issue 17: thumbnails and performance need a paid plan;
 * the creator's own analytics is every account's).
 */
export type InsightsFeature = 'performance' | 'thumbnails';

/** THE ONE PLACE the insights routes ask billing whether the caller's plan unlocks a tool: 403 UPGRADE_REQUIRED naming the plan, else nothing. */
export async function requireFeature(deps: { db: Database; now: () => Date }, request: FastifyRequest, feature: InsightsFeature): Promise<void> {
  await assertPlanFeature({ db: deps.db, userId: request.user!.id, feature, now: deps.now() });
}
