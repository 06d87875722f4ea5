import type { Verification } from '@common/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { learningKeys } from './learning-keys';

/** GET /api/public/certificates/{id}: public, no session. 404 for an unknown or malformed id. */
export const getVerification = (id: string) => apiJson<Verification>('GET', `/api/public/certificates/${encodeURIComponent(id)}`);

export const verificationQueryOptions = (id: string) =>
  queryOptions({ queryKey: learningKeys.verification(id), queryFn: () => getVerification(id), staleTime: 0 });

export function useVerification(id: string) {
  return useQuery(verificationQueryOptions(id));
}
