import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendRequest, throwIfNotOk } from '@/lib/api-client';
import { endSession } from '../session';
import type { MutationCallbacks } from './mutation-callbacks';

const LOGOUT_URL = '/api/auth/logout';

export async function logout(): Promise<void> {
  const response = await sendRequest('POST', LOGOUT_URL);
  // A 401 means the session had already ended: that is the outcome asked for, not a failure.
  if (response.status === 401) return;
  await throwIfNotOk(response, LOGOUT_URL);
}

/** Ends the session on the server, then in this tab and every other one. */
export function useLogout({ onSuccess, onError }: MutationCallbacks<void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      endSession(queryClient);
      onSuccess?.();
    },
    onError,
  });
}
