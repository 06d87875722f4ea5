import type { LeadFilters, LeadListResponse } from '@common/contracts/funnel';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { queryString } from '@/lib/query-string';

/** GET /api/admin/leads: one page of the leads that match the filters, with counts by source. */
export const listLeads = (filters: LeadFilters, page: number) => apiJson<LeadListResponse>('GET', `/api/admin/leads${queryString({ ...filters, page })}`);

/** The previous page stays on screen while the next one (or a new filter) loads. */
export const leadsQueryOptions = (filters: LeadFilters, page: number) =>
  queryOptions({ queryKey: ['/api/admin/leads', filters, page], queryFn: () => listLeads(filters, page), placeholderData: keepPreviousData, staleTime: 0 });

export function useLeads(filters: LeadFilters, page: number) {
  return useQuery(leadsQueryOptions(filters, page));
}
