import type { StudioVideo } from '@common/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { afterSpend } from './video-cache';

type RetryVideoRequest = { id: string; idempotencyKey: string };

/** POST /api/studio/videos/{id}/retry: renders a failed video again (spends again; the key makes a double click one retry). */
export const retryVideo = ({ id, idempotencyKey }: RetryVideoRequest) =>
  apiJson<StudioVideo>('POST', `/api/studio/videos/${encodeURIComponent(id)}/retry`, { idempotencyKey });

export function useRetryVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryVideo, onSuccess: (video) => afterSpend(queryClient, video) });
}
