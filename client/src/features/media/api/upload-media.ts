import type { MediaAsset } from '@common/contracts/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '@/lib/upload-file';
import { mediaQueryOptions } from './list-media';

/** POST /api/media (multipart, one file): the server decides what it is by decoding it. */
export const uploadMedia = (file: File, onProgress?: (fraction: number) => void) => uploadFile<MediaAsset>('/api/media', file, onProgress);

export function useUploadMedia(onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadMedia(file, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaQueryOptions().queryKey }),
  });
}
