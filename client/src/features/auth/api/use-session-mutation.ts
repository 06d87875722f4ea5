import { useMutation, useQueryClient } from '@tanstack/react-query';
import { beginSession } from '../session';
import type { SessionUser } from '../types';
import type { MutationCallbacks } from './mutation-callbacks';

/** A call that answers with a freshly signed-in user (login, register): the session starts before the caller's `onSuccess`. */
export function useSessionMutation<TBody>(mutationFn: (body: TBody) => Promise<SessionUser>, { onSuccess, onError }: MutationCallbacks<SessionUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      beginSession(queryClient, user);
      onSuccess?.(user);
    },
    onError,
  });
}
