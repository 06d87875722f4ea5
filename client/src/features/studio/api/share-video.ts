import type { ShareResponse } from '@common/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { videoKey } from './video-cache';

/** POST /api/studio/videos/{id}/share: makes (or returns) the video's live share link. */
export const shareVideo = (id: string) => apiJson<ShareResponse>('POST', `/api/studio/videos/${encodeURIComponent(id)}/share`);

export function useShareVideo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => shareVideo(id), onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKey(id) }) });
}
