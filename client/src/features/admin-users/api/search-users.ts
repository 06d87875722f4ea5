import type { AdminUserList } from '@common/contracts/admin-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { queryString } from '@/lib/query-string';

/** GET /api/admin/users: one page of the accounts whose e-mail contains `email`. */
export const searchUsers = (email: string, page: number) =>
  apiJson<AdminUserList>('GET', `/api/admin/users${queryString({ email: email || undefined, page: page > 1 ? page : undefined })}`);

/** The previous page stays on screen while the next one (or a new search) loads. */
export const searchUsersQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: ['/api/admin/users', 'search', email, page],
    queryFn: () => searchUsers(email, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useSearchUsers(email: string, page: number) {
  return useQuery(searchUsersQueryOptions(email, page));
}
