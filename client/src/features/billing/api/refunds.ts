import type { SubscriptionView } from '@common/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { refreshBilling, SUBSCRIPTION_KEY } from './billing-keys';

function useViewMutation<Input>(call: (input: Input) => Promise<SubscriptionView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, view);
      refreshBilling(queryClient);
    },
  });
}

/** POST /api/billing/subscription/refund: the 7-day cancel with a full refund. */
export const useRefundWithinSevenDays = () => useViewMutation(() => apiJson<SubscriptionView>('POST', '/api/billing/subscription/refund'));

/** POST /api/billing/credit-back-requests: the 30-day guarantee's request, for an admin to review. */
export const useRequestCreditBack = () =>
  useViewMutation((reason: string) => apiJson<SubscriptionView>('POST', '/api/billing/credit-back-requests', { reason }));
