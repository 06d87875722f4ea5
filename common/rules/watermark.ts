import { PLAN_IDS, PLANS, type PlanId } from '../catalog/plans';

const isPlanId = (plan: string): plan is PlanId => (PLAN_IDS as readonly string[]).includes(plan);

/** Spec section 4 "Watermark": the plans the catalogue marks (free, trial), case-insensitive, or forced by the show flag. */
export function showsWatermark(creatorPlan: string | null | undefined, showWatermark = false): boolean {
  if (showWatermark) return true;
  const plan = (creatorPlan ?? 'free').toLowerCase();
  return isPlanId(plan) && PLANS[plan].watermark;
}
