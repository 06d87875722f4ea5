import type { SubscriptionView } from '@common/contracts/billing';
import type { PaidPlanId } from '@common/catalog/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { refreshBilling, SUBSCRIPTION_KEY } from './billing-keys';

export type SubscriptionAction = { kind: 'change'; plan: PaidPlanId } | { kind: 'cancel' } | { kind: 'resume' };

/** POST /api/billing/subscription/{change|cancel|resume}: upgrade now, downgrade at period end, cancel at period end, resume. */
export const manageSubscription = (action: SubscriptionAction) =>
  action.kind === 'change'
    ? apiJson<SubscriptionView>('POST', '/api/billing/subscription/change', { plan: action.plan })
    : apiJson<SubscriptionView>('POST', `/api/billing/subscription/${action.kind}`);

export function useManageSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: manageSubscription,
    onSuccess: (view) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, view);
      refreshBilling(queryClient);
    },
  });
}
