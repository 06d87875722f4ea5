import type { MediaAsset } from '@common/contracts/media';
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '@/lib/upload-file';

/** POST /api/media/recordings (multipart, one file): a voice-over, decided by decoding it (docs/decisions/066). */
export function useUploadRecording(onProgress?: (fraction: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadFile<MediaAsset>('/api/media/recordings', file, onProgress) });
}
