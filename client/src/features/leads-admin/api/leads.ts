import type { FunnelQuery, FunnelResponse, LeadDetailResponse, LeadFilters, LeadListResponse } from '@common/contracts/funnel';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The filters as a query string, blank ones left out. */
export function filterQuery(filters: Partial<Record<string, string | number | undefined>>): string {
  const entries = Object.entries(filters).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
}

export function useLeads(filters: LeadFilters, page: number) {
  return useQuery<LeadListResponse>({ queryKey: [`/api/admin/leads?${filterQuery({ ...filters, page })}`], placeholderData: keepPreviousData, staleTime: 0 });
}

export function useLead(id: string) {
  return useQuery<LeadDetailResponse>({ queryKey: [`/api/admin/leads/${encodeURIComponent(id)}`], staleTime: 0 });
}

export function useFunnel(range: FunnelQuery) {
  return useQuery<FunnelResponse>({ queryKey: [`/api/admin/funnel?${filterQuery(range)}`], placeholderData: keepPreviousData, staleTime: 0 });
}

/** The streamed CSV of the filtered leads; a plain link, so the browser downloads it with the session cookie. */
export function exportUrl(filters: LeadFilters): string {
  const query = filterQuery(filters);
  return `/api/admin/leads/export.csv${query ? `?${query}` : ''}`;
}
