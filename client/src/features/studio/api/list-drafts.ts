import type { Draft } from '@common/contracts/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/studio/drafts: the creator's saved drafts (the maker resumes the newest). */
export const listDrafts = () => apiJson<{ drafts: Draft[] }>('GET', '/api/studio/drafts');

/** Always asked afresh and never kept: a draft saved in another tab must not be overwritten by a stale copy. */
export const draftsQueryOptions = () => queryOptions({ queryKey: ['/api/studio/drafts'], queryFn: listDrafts, staleTime: 0, gcTime: 0 });

export function useDrafts() {
  return useQuery(draftsQueryOptions());
}
