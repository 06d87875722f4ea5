import type { VideoDetails } from '@common/contracts/video';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/animation/videos/{videoId}/details (the creator's plan decides the watermark). */
export const getVideoDetails = (videoId: string) => apiJson<VideoDetails>('GET', `/api/animation/videos/${encodeURIComponent(videoId)}/details`);

export const videoDetailsQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: ['/api/animation/videos', videoId, 'details'], queryFn: () => getVideoDetails(videoId) });

export function useVideoDetails(videoId: string) {
  return useQuery(videoDetailsQueryOptions(videoId));
}
