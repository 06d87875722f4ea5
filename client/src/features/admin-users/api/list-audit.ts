import type { AdminAuditList } from '@common/contracts/admin-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { queryString } from '@/lib/query-string';

/** GET /api/admin/audit: one page of the admin audit trail, of one account when `userId` is given. */
export const listAudit = (userId: string | undefined, page: number) =>
  apiJson<AdminAuditList>('GET', `/api/admin/audit${queryString({ userId, page: page > 1 ? page : undefined })}`);

export const auditQueryOptions = (userId: string | undefined, page: number) =>
  queryOptions({
    queryKey: ['/api/admin/audit', userId ?? 'all', page],
    queryFn: () => listAudit(userId, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAudit(userId: string | undefined, page: number) {
  return useQuery(auditQueryOptions(userId, page));
}
