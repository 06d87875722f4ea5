import type { CreateVariantRequest, StudioVideo } from '@common/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { afterSpend } from './video-cache';

/** POST /api/studio/videos/{id}/variants: a new render from this one's script, in another style or ratio. */
export const createVariant = (id: string, request: CreateVariantRequest) =>
  apiJson<StudioVideo>('POST', `/api/studio/videos/${encodeURIComponent(id)}/variants`, request);

export function useCreateVariant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateVariantRequest) => createVariant(id, request),
    onSuccess: (video) => afterSpend(queryClient, video),
  });
}
