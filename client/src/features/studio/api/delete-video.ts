import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshVideoLists, videoKey } from './video-cache';

/** DELETE /api/studio/videos/{id}. */
export const deleteVideo = async (id: string) => void (await apiRequest('DELETE', `/api/studio/videos/${encodeURIComponent(id)}`));

export function useDeleteVideo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteVideo(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: videoKey(id) });
      refreshVideoLists(queryClient);
    },
  });
}
