import type { StudioVideo } from '@common/contracts/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { isRunning, RENDER_POLL_MS, videoKey } from './video-cache';

/** GET /api/studio/videos/{id}: one video of the creator's. */
export const getVideo = (id: string) => apiJson<StudioVideo>('GET', `/api/studio/videos/${encodeURIComponent(id)}`);

/** Polls while the video renders. */
export const videoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: videoKey(id),
    queryFn: () => getVideo(id),
    refetchInterval: (query) => (isRunning(query.state.data) ? RENDER_POLL_MS : false),
    staleTime: 0,
  });

export function useStudioVideo(id: string) {
  return useQuery(videoQueryOptions(id));
}
