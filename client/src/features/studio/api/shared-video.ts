import type { SharedVideo } from '@common/contracts/studio';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from './json';

/** GET /api/share/{token}: one shared video, for anyone (a revoked link is a 404 error). */
export function useSharedVideo(token: string) {
  return useQuery<SharedVideo>({
    queryKey: ['/api/share', token],
    queryFn: () => apiJson<SharedVideo>('GET', `/api/share/${encodeURIComponent(token)}`),
  });
}
