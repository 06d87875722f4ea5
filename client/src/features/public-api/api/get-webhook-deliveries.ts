import type { WebhookDelivery } from '@common/contracts/public-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { DELIVERIES_KEY } from './keys';

/** GET /api/public-api/webhooks/deliveries: the last 50 deliveries, newest first. */
export const getWebhookDeliveries = () => apiJson<{ deliveries: WebhookDelivery[] }>('GET', '/api/public-api/webhooks/deliveries');
export const webhookDeliveriesQueryOptions = () => queryOptions({ queryKey: DELIVERIES_KEY, queryFn: getWebhookDeliveries, refetchInterval: 15_000 });
export function useWebhookDeliveries() {
  return useQuery(webhookDeliveriesQueryOptions());
}
