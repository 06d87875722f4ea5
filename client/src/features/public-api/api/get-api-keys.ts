import type { ApiKey } from '@common/contracts/public-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { API_KEYS_KEY } from './keys';

/** GET /api/public-api/keys: the owner's keys by prefix and last use. */
export const getApiKeys = () => apiJson<{ keys: ApiKey[] }>('GET', '/api/public-api/keys');
export const apiKeysQueryOptions = () => queryOptions({ queryKey: API_KEYS_KEY, queryFn: getApiKeys });
export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
