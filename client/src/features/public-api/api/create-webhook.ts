import type { CreatedWebhook } from '@common/contracts/public-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { WEBHOOKS_KEY } from './keys';

/** POST /api/public-api/webhooks: the signing secret is in this answer only. */
export const createWebhook = (body: { url: string }) => apiJson<CreatedWebhook>('POST', '/api/public-api/webhooks', body);
export function useCreateWebhook({ onSuccess, onError }: { onSuccess?: (created: CreatedWebhook) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess, onError, onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }) });
}
