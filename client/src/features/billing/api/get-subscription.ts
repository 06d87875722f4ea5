import type { SubscriptionView } from '@common/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { SUBSCRIPTION_KEY } from './billing-keys';

/** GET /api/billing/subscription: plan, status, period, credits, invoices. */
export const getSubscription = () => apiJson<SubscriptionView>('GET', '/api/billing/subscription');

export const subscriptionQueryOptions = () => queryOptions({ queryKey: SUBSCRIPTION_KEY, queryFn: getSubscription, staleTime: 0 });

export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQueryOptions(), enabled });
}
