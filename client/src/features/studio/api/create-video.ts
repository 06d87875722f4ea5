import type { CreateVideoRequest, StudioVideo } from '@common/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { afterSpend } from './video-cache';

/** POST /api/studio/videos: spends the render's credits and queues it. */
export const createVideo = (request: CreateVideoRequest) => apiJson<StudioVideo>('POST', '/api/studio/videos', request);

export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVideo, onSuccess: (video) => afterSpend(queryClient, video) });
}
