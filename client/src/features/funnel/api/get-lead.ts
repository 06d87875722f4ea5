import type { LeadDetailResponse } from '@common/contracts/funnel';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/admin/leads/{id}: one lead with its events. */
export const getLead = (id: string) => apiJson<LeadDetailResponse>('GET', `/api/admin/leads/${encodeURIComponent(id)}`);

export const leadQueryOptions = (id: string) => queryOptions({ queryKey: ['/api/admin/leads', id], queryFn: () => getLead(id), staleTime: 0 });

export function useLead(id: string) {
  return useQuery(leadQueryOptions(id));
}
