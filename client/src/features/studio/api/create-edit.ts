import type { CreateEditRequest, StudioVideo } from '@common/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { afterSpend } from './video-cache';

/**
 * POST /api/studio/videos/{id}/edits: the video re-rendered with the edited scenes as its next
 * version, charged the quoted `costCredits` (a 409 when the price is no longer that); the key
 * makes a double click one edit.
 */
export const createEdit = (id: string, request: CreateEditRequest) =>
  apiJson<StudioVideo>('POST', `/api/studio/videos/${encodeURIComponent(id)}/edits`, request);

export function useCreateEdit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateEditRequest) => createEdit(id, request),
    onSuccess: (video) => afterSpend(queryClient, video),
  });
}
