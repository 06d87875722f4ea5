import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from '@/features/auth';
import { apiJson } from '@/lib/api-json';

export const signOutEverywhere = () => apiJson<{ signedOut: number }>('POST', '/api/account/sessions/sign-out-everywhere');

/** POST /api/account/sessions/sign-out-everywhere: every session ends, this one too. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: () => endSession(queryClient) });
}
