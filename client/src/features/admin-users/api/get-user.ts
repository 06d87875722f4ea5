import type { AdminUser } from '@common/contracts/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/admin/users/{id}: one account as the admin sees it. */
export const getUser = (id: string) => apiJson<AdminUser>('GET', `/api/admin/users/${encodeURIComponent(id)}`);

export const userQueryOptions = (id: string) => queryOptions({ queryKey: ['/api/admin/users', id], queryFn: () => getUser(id), staleTime: 0 });

export function useAdminUser(id: string) {
  return useQuery(userQueryOptions(id));
}
