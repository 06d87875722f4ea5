import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resendVerificationResponseSchema } from '@common/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from './get-current-user';

export type ResendVerificationResult = z.infer<typeof resendVerificationResponseSchema>;

export async function resendVerification(): Promise<ResendVerificationResult> {
  const response = await apiRequest('POST', '/api/auth/resend-verification');
  return (await response.json()) as ResendVerificationResult;
}

/** Sends a fresh verification link to the signed-in user. */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ status }) => {
      // The address was confirmed meanwhile (e.g. in another tab): the cached user is out of date.
      if (status === 'already-verified') void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
