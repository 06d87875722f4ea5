import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { videoKey } from './video-cache';

/** DELETE /api/studio/videos/{id}/share: turns the live share link off. */
export const revokeShare = async (id: string) => void (await apiRequest('DELETE', `/api/studio/videos/${encodeURIComponent(id)}/share`));

export function useRevokeShare(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => revokeShare(id), onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKey(id) }) });
}
