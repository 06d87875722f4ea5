import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { creatorToolsKeys } from './creator-tools-keys';

/** DELETE /api/creator-tools/saved/{id}. */
export const deleteItem = async (id: string) => void (await apiRequest('DELETE', `/api/creator-tools/saved/${encodeURIComponent(id)}`));

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorToolsKeys.saved }) });
}
