import type { PlanFeatureId } from '@common/catalog/plans';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { CenteredSpinner } from '@/components/ui/spinner';
import { useEntitlements } from '../api/get-entitlements';

/**
 * Wraps a gated screen: a plan without `feature` goes to /upgrade-required, which names the plan
 * that unlocks it. The server enforces the same gate on its calls (403), this only spares the trip.
 */
export function SubscriptionGuard({ feature, children }: { feature: PlanFeatureId; children: ReactNode }) {
  const entitlements = useEntitlements();
  if (entitlements.isPending) return <CenteredSpinner />;
  if (!entitlements.data?.features.includes(feature)) return <Redirect to={`/upgrade-required?feature=${feature}`} replace />;
  return children;
}
