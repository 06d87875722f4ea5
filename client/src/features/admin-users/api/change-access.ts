import type { AdminAccessChange, AdminUser } from '@common/contracts/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { refreshAfterChange } from './refresh-after-change';

/** POST /api/admin/users/{id}/access: disable (its sessions end at once) or enable an account, with a reason. */
export const changeAccess = (id: string, input: AdminAccessChange) => apiJson<AdminUser>('POST', `/api/admin/users/${encodeURIComponent(id)}/access`, input);

export function useChangeAccess(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: AdminAccessChange) => changeAccess(id, input), onSuccess: () => refreshAfterChange(queryClient) });
}
