import type { StudioVideo } from '@common/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { refreshVideoLists, videoKey } from './video-cache';

/** PATCH /api/studio/videos/{id}: a new title. */
export const renameVideo = (id: string, title: string) => apiJson<StudioVideo>('PATCH', `/api/studio/videos/${encodeURIComponent(id)}`, { title });

export function useRenameVideo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => renameVideo(id, title),
    onSuccess: (video) => {
      queryClient.setQueryData(videoKey(id), video);
      refreshVideoLists(queryClient);
    },
  });
}
