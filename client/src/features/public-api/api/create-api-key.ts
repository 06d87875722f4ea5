import type { CreateApiKeyRequest, CreatedApiKey } from '@common/contracts/public-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { API_KEYS_KEY } from './keys';

/** POST /api/public-api/keys: the answer holds the whole key, once. */
export const createApiKey = (body: CreateApiKeyRequest) => apiJson<CreatedApiKey>('POST', '/api/public-api/keys', body);
export function useCreateApiKey({ onSuccess, onError }: { onSuccess?: (created: CreatedApiKey) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess, onError, onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }) });
}
