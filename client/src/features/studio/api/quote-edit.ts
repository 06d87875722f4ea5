import type { Scene } from '@common/contracts/script';
import type { EditQuote } from '@common/contracts/studio';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { videoKey } from './video-cache';

/** POST /api/studio/videos/{id}/edit-quote: what re-rendering the video with these scenes costs, and which scenes changed. */
export const quoteEdit = (id: string, scenes: Scene[]) => apiJson<EditQuote>('POST', `/api/studio/videos/${encodeURIComponent(id)}/edit-quote`, { scenes });

/**
 * A POST that changes nothing, so it is read like a query: keyed by the scenes, the same edit asks
 * once. Null scenes (nothing changed, or a scene is not valid yet): no question is asked. The price
 * follows the video as stored, so it is never trusted for long: a re-render sends it back and the
 * server refuses a stale one (409).
 */
export const editQuoteQueryOptions = (id: string, scenes: Scene[] | null) =>
  queryOptions({
    queryKey: [...videoKey(id), 'edit-quote', scenes],
    queryFn: () => quoteEdit(id, scenes!),
    enabled: scenes !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

export function useEditQuote(id: string, scenes: Scene[] | null) {
  return useQuery(editQuoteQueryOptions(id, scenes));
}
