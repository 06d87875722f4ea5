import type { WebhookEndpoint } from '@common/contracts/public-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { WEBHOOKS_KEY } from './keys';

/** GET /api/public-api/webhooks */
export const getWebhooks = () => apiJson<{ endpoints: WebhookEndpoint[] }>('GET', '/api/public-api/webhooks');
export const webhooksQueryOptions = () => queryOptions({ queryKey: WEBHOOKS_KEY, queryFn: getWebhooks });
export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
