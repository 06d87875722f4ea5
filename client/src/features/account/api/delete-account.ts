import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession, type MutationCallbacks } from '@/features/auth';
import { apiJson } from '@/lib/api-json';

export const deleteAccount = (password: string) => apiJson<{ status: 'scheduled' }>('POST', '/api/account/delete', { password });

/** POST /api/account/delete: the account is signed out everywhere at once; a job removes the rest. */
export function useDeleteAccount({ onSuccess, onError }: MutationCallbacks<unknown> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      endSession(queryClient, 'signed-out');
      onSuccess?.(undefined);
    },
    onError,
  });
}
