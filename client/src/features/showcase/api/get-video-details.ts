import type { VideoDetails } from '@common/contracts/video';
import { useQuery } from '@tanstack/react-query';

/** GET /api/animation/videos/{videoId}/details (the creator's plan decides the watermark). */
export function useVideoDetails(videoId: string) {
  return useQuery<VideoDetails>({ queryKey: ['/api/animation/videos', videoId, 'details'] });
}
