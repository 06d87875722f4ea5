import type { AdminRoleChange, AdminUser } from '@common/contracts/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { refreshAfterChange } from './refresh-after-change';

/** POST /api/admin/users/{id}/role: grant or revoke admin, with a reason. */
export const changeRole = (id: string, input: AdminRoleChange) => apiJson<AdminUser>('POST', `/api/admin/users/${encodeURIComponent(id)}/role`, input);

export function useChangeRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: AdminRoleChange) => changeRole(id, input), onSuccess: () => refreshAfterChange(queryClient) });
}
