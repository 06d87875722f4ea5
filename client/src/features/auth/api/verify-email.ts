import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { verifyEmailResponseSchema } from '@common/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from './get-current-user';

export type VerifyEmailResult = z.infer<typeof verifyEmailResponseSchema>;

export async function verifyEmail(token: string): Promise<VerifyEmailResult> {
  const response = await apiRequest('POST', '/api/auth/verify-email', { token });
  return (await response.json()) as VerifyEmailResult;
}

/** Confirms the address from an e-mail link; a signed-in session is rechecked so it shows as verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
