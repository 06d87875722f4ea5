import type { Licence } from '@common/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/billing/licence: the commercial licence (plans with the commercial-license feature; 403 otherwise). */
export const getLicence = () => apiJson<Licence>('GET', '/api/billing/licence');

export const licenceQueryOptions = () => queryOptions({ queryKey: ['/api/billing/licence'], queryFn: getLicence, staleTime: 60_000, retry: false });

export function useLicence(enabled: boolean) {
  return useQuery({ ...licenceQueryOptions(), enabled });
}
