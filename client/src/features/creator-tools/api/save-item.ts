import type { SavedItem, SavedItemInput } from '@common/contracts/creator-tools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { creatorToolsKeys } from './creator-tools-keys';

/** POST /api/creator-tools/saved. */
export const saveItem = (input: SavedItemInput) => apiJson<SavedItem>('POST', '/api/creator-tools/saved', input);

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorToolsKeys.saved }) });
}
