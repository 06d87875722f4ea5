import type { BatchCheck } from '@common/contracts/batches';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** POST /api/studio/batches/check: every row planned and every problem found, before anything is paid. */
export const checkBatch = (csv: string) => apiJson<BatchCheck>('POST', '/api/studio/batches/check', { csv });

export function useCheckBatch() {
  return useMutation({ mutationFn: checkBatch });
}
