import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

export const requestPasswordReset = (email: string) => apiJson<{ status: 'requested'; message: string }>('POST', '/api/auth/password-reset', { email });

/** POST /api/auth/password-reset: the same answer for every address. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export const resetPassword = (body: { token: string; newPassword: string }) => apiJson<{ status: 'reset' }>('POST', '/api/auth/password-reset/confirm', body);

/** POST /api/auth/password-reset/confirm: the link's token and the new password; every session ends. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
