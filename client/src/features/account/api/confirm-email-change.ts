import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

export const confirmEmailChange = (token: string) => apiJson<{ status: 'changed'; email: string }>('POST', '/api/account/email/confirm', { token });

/** POST /api/account/email/confirm (the link from the new address); a signed-in session is rechecked. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: () => queryClient.invalidateQueries() });
}
