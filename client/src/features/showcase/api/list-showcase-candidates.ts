import type { ShowcaseCandidates } from '@common/contracts/video';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/showcase/candidates: finished renders an admin can choose from. */
export const listShowcaseCandidates = () => apiJson<ShowcaseCandidates>('GET', '/api/showcase/candidates');

export const showcaseCandidatesQueryOptions = () => queryOptions({ queryKey: ['/api/showcase/candidates'], queryFn: listShowcaseCandidates });

export function useShowcaseCandidates() {
  return useQuery(showcaseCandidatesQueryOptions());
}
