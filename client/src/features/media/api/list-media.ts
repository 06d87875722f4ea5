import type { MediaListResponse } from '@common/contracts/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/media: the creator's uploads (newest first) and how much of the quota they use. */
export const listMedia = () => apiJson<MediaListResponse>('GET', '/api/media');

export const mediaQueryOptions = () => queryOptions({ queryKey: ['/api/media'], queryFn: listMedia });

export function useMedia() {
  return useQuery(mediaQueryOptions());
}
