import type { Checkout } from '@common/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/billing/last-purchase: the signed-in buyer's own last purchase, or null. */
export const getLastPurchase = () => apiJson<{ purchase: Checkout | null }>('GET', '/api/billing/last-purchase');

export const lastPurchaseQueryOptions = () => queryOptions({ queryKey: ['/api/billing/last-purchase'], queryFn: getLastPurchase, staleTime: 0 });

export function useLastPurchase(enabled: boolean) {
  return useQuery({ ...lastPurchaseQueryOptions(), enabled });
}
