import type { PreviewSet } from '@common/contracts/previews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { RENDER_POLL_MS } from './video-cache';

export const PREVIEWS_KEY = ['/api/studio/previews'] as const;
export const previewSetKey = (id: string) => [...PREVIEWS_KEY, id] as const;

/** GET /api/studio/previews/{id}: polled until every preview is done. */
export const getPreviewSet = (id: string) => apiJson<PreviewSet>('GET', `/api/studio/previews/${encodeURIComponent(id)}`);

export function usePreviewSet(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: previewSetKey(id ?? 'none'),
      queryFn: () => getPreviewSet(id!),
      enabled: Boolean(id),
      refetchInterval: (query) => (query.state.data?.previews.some((p) => p.status === 'queued' || p.status === 'processing') ? RENDER_POLL_MS : false),
    }),
  );
}
