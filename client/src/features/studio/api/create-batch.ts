import type { Batch, CreateBatchRequest } from '@common/contracts/batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCredits } from '@/features/credits';
import { apiJson } from '@/lib/api-json';
import { batchKey } from './get-batch';

/** POST /api/studio/batches: starts the checked file for the total the creator confirmed. */
export const createBatch = (request: CreateBatchRequest) => apiJson<Batch>('POST', '/api/studio/batches', request);

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: (batch) => {
      queryClient.setQueryData(batchKey(batch.id), batch);
      invalidateCredits(queryClient);
    },
  });
}
