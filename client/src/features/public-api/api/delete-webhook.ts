import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOKS_KEY } from './keys';

/** DELETE /api/public-api/webhooks/{id} */
export const deleteWebhook = async (id: string) => {
  await apiRequest('DELETE', `/api/public-api/webhooks/${encodeURIComponent(id)}`);
};
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWebhook, onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }) });
}
