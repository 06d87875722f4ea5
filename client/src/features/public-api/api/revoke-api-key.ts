import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { API_KEYS_KEY } from './keys';

/** DELETE /api/public-api/keys/{id}: the key stops working at once. */
export const revokeApiKey = async (id: string) => {
  await apiRequest('DELETE', `/api/public-api/keys/${encodeURIComponent(id)}`);
};
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }) });
}
