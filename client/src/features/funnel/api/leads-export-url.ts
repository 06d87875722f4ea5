import type { LeadFilters } from '@common/contracts/funnel';
import { queryString } from '@/lib/query-string';

/** GET /api/admin/leads/export.csv: a plain link, so the browser downloads the streamed CSV with the session cookie. */
export function leadsExportUrl(filters: LeadFilters): string {
  return `/api/admin/leads/export.csv${queryString(filters)}`;
}
