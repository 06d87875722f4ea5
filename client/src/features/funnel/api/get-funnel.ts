import type { FunnelQuery, FunnelResponse } from '@common/contracts/funnel';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { queryString } from '@/lib/query-string';

/** GET /api/admin/funnel: visitors, opt-ins, sign-ups and web vitals over the range. */
export const getFunnel = (range: FunnelQuery) => apiJson<FunnelResponse>('GET', `/api/admin/funnel${queryString(range)}`);

/** The previous range's figures stay on screen while a new range loads. */
export const funnelQueryOptions = (range: FunnelQuery) =>
  queryOptions({ queryKey: ['/api/admin/funnel', range], queryFn: () => getFunnel(range), placeholderData: keepPreviousData, staleTime: 0 });

export function useFunnel(range: FunnelQuery) {
  return useQuery(funnelQueryOptions(range));
}
