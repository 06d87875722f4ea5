import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NavigationPath, UserResponse } from '@common/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import type { SessionUser } from '../types';
import { refreshSession } from '../session';
import type { MutationCallbacks } from './mutation-callbacks';

export async function updateNavigationPath(navigationPath: NavigationPath): Promise<SessionUser> {
  const response = await apiRequest('POST', '/api/user/navigation-path', { navigationPath });
  return ((await response.json()) as UserResponse).user;
}

/** Saves how the user wants to start; the answer is the refreshed session user, and other tabs recheck. */
export function useUpdateNavigationPath({ onSuccess, onError }: MutationCallbacks<SessionUser> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNavigationPath,
    onSuccess: (user) => {
      refreshSession(queryClient, user);
      onSuccess?.(user);
    },
    onError,
  });
}
