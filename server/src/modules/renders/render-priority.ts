import type { Plan } from '@common/contracts/auth';
import type { RenderKind } from '@common/contracts/video';
import { PLANS, type PlanFeatureId } from '@common/catalog/plans';

/**
 * The queue's order (docs/decisions/050-render-priority.md): pg-boss hands out the highest
 * priority first, the oldest first within one. A visitor's demo goes first (someone watches its
 * progress bar, and a demo never waits behind a paid render); then the plans that sell
 * "priority rendering" (catalogue feature), then the other paid plans, then free and trial
 * studio videos; seeded showcase videos wait for everyone.
 */
export const RENDER_PRIORITIES = { demo: 40, priorityPlan: 30, paidPlan: 20, freePlan: 10, showcase: 0 } as const;

export function renderPriority(row: { kind: RenderKind; creatorPlan: Plan }): number {
  if (row.kind === 'demo') return RENDER_PRIORITIES.demo;
  if (row.kind === 'showcase') return RENDER_PRIORITIES.showcase;
  const plan = PLANS[row.creatorPlan];
  if ((plan.features as readonly PlanFeatureId[]).includes('priority-rendering')) return RENDER_PRIORITIES.priorityPlan;
  return plan.prices ? RENDER_PRIORITIES.paidPlan : RENDER_PRIORITIES.freePlan;
}
