import type { PasswordChangeRequest } from '@common/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from '@/features/auth';
import { apiJson } from '@/lib/api-json';
import { SESSIONS_QUERY_KEY } from './get-sessions';

export const changePassword = (body: PasswordChangeRequest) => apiJson<{ signedOut: number }>('POST', '/api/account/password', body);

/** POST /api/account/password: every other session ends, so the sessions list is read again. */
export function useChangePassword({ onSuccess, onError }: MutationCallbacks<{ signedOut: number }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
      onSuccess?.(result);
    },
    onError,
  });
}
