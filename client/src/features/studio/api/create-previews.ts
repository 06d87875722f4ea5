import type { CreatePreviewsRequest, PreviewSet } from '@common/contracts/previews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCredits } from '@/features/credits';
import { apiJson } from '@/lib/api-json';
import { PREVIEWS_KEY, previewSetKey } from './get-previews';

/** POST /api/studio/previews: the script's opening in up to four styles (free within the day's allowance). */
export const createPreviews = (request: CreatePreviewsRequest) => apiJson<PreviewSet>('POST', '/api/studio/previews', request);

export function useCreatePreviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreviews,
    onSuccess: (set) => {
      queryClient.setQueryData(previewSetKey(set.id), set);
      invalidateCredits(queryClient);
      void queryClient.invalidateQueries({ queryKey: [...PREVIEWS_KEY, 'allowance'] });
    },
  });
}
