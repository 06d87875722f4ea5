import type { SavedKind } from '@common/contracts/creator-tools';

export const creatorToolsKeys = {
  saved: ['/api/creator-tools/saved'] as const,
  savedList: (kind: SavedKind, q: string, tag: string) => ['/api/creator-tools/saved', kind, q, tag] as const,
};
