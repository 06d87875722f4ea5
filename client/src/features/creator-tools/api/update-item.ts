import type { SavedItem, SavedItemUpdate } from '@common/contracts/creator-tools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { creatorToolsKeys } from './creator-tools-keys';

/** PATCH /api/creator-tools/saved/{id}. */
export const updateItem = (id: string, change: SavedItemUpdate) => apiJson<SavedItem>('PATCH', `/api/creator-tools/saved/${encodeURIComponent(id)}`, change);

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SavedItemUpdate }) => updateItem(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorToolsKeys.saved }),
  });
}
