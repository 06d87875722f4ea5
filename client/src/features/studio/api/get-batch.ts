import type { Batch } from '@common/contracts/batches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { RENDER_POLL_MS } from './video-cache';

export const batchKey = (id: string) => ['/api/studio/batches', id] as const;

/** GET /api/studio/batches/{id}: the batch and each row's progress. */
export const getBatch = (id: string) => apiJson<Batch>('GET', `/api/studio/batches/${encodeURIComponent(id)}`);

const running = (batch: Batch | undefined) => Boolean(batch?.rows.some((row) => row.state === 'queued' || row.state === 'processing'));

/** Polls while any row still renders. */
export function useBatch(id: string) {
  return useQuery(
    queryOptions({ queryKey: batchKey(id), queryFn: () => getBatch(id), refetchInterval: (query) => (running(query.state.data) ? RENDER_POLL_MS : false) }),
  );
}
