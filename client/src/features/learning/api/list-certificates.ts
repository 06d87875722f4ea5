import type { Certificate } from '@common/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { learningKeys } from './learning-keys';

/** GET /api/learning/certificates: the caller's certificates. */
export const listCertificates = () => apiJson<{ certificates: Certificate[] }>('GET', '/api/learning/certificates');

export const certificatesQueryOptions = () => queryOptions({ queryKey: learningKeys.certificates(), queryFn: listCertificates, staleTime: 0 });

export function useCertificates() {
  return useQuery(certificatesQueryOptions());
}

/** Downloads are plain links (the browser sends the session cookie): no script holds the file. */
export const certificatePdfUrl = (id: string) => `/api/learning/certificates/${encodeURIComponent(id)}/pdf`;
export const certificateCredentialUrl = (id: string) => `/api/learning/certificates/${encodeURIComponent(id)}/credential`;
