import type { ProfileUpdateRequest } from '@common/contracts/account';
import type { UserResponse } from '@common/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSession, type MutationCallbacks, type SessionUser } from '@/features/auth';
import { apiJson } from '@/lib/api-json';

export const updateProfile = async (body: ProfileUpdateRequest) => (await apiJson<UserResponse>('PATCH', '/api/account/profile', body)).user;

/** PATCH /api/account/profile: the answer is the refreshed session user. */
export function useUpdateProfile({ onSuccess, onError }: MutationCallbacks<SessionUser> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      refreshSession(queryClient, user);
      onSuccess?.(user);
    },
    onError,
  });
}
