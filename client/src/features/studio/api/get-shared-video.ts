import type { SharedVideo } from '@common/contracts/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/share/{token}: one shared video, for anyone (a revoked link is a 404 error). */
export const getSharedVideo = (token: string) => apiJson<SharedVideo>('GET', `/api/share/${encodeURIComponent(token)}`);

export const sharedVideoQueryOptions = (token: string) => queryOptions({ queryKey: ['/api/share', token], queryFn: () => getSharedVideo(token) });

export function useSharedVideo(token: string) {
  return useQuery(sharedVideoQueryOptions(token));
}
