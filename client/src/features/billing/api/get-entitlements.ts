import type { Entitlements } from '@common/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { ENTITLEMENTS_KEY } from './billing-keys';

/** GET /api/billing/entitlements: what the signed-in user's plan unlocks. */
export const getEntitlements = () => apiJson<Entitlements>('GET', '/api/billing/entitlements');

export const entitlementsQueryOptions = () => queryOptions({ queryKey: ENTITLEMENTS_KEY, queryFn: getEntitlements, staleTime: 30_000 });

export function useEntitlements() {
  return useQuery(entitlementsQueryOptions());
}
