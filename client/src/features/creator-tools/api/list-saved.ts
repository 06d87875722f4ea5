import type { SavedItem, SavedKind } from '@common/contracts/creator-tools';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { creatorToolsKeys } from './creator-tools-keys';

/** GET /api/creator-tools/saved: the creator's saved hooks, prompts or results, newest first. */
export const listSaved = (kind: SavedKind, q: string, tag: string) => {
  const params = new URLSearchParams({ kind });
  if (q.trim()) params.set('q', q.trim());
  if (tag) params.set('tag', tag);
  return apiJson<{ items: SavedItem[] }>('GET', `/api/creator-tools/saved?${params}`);
};

export const savedQueryOptions = (kind: SavedKind, q = '', tag = '') =>
  queryOptions({ queryKey: creatorToolsKeys.savedList(kind, q.trim(), tag), queryFn: () => listSaved(kind, q, tag) });

export function useSavedItems(kind: SavedKind, q = '', tag = '') {
  return useQuery(savedQueryOptions(kind, q, tag));
}
