import type { AdminCertificate } from '@common/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { learningKeys } from './learning-keys';

/** GET /api/admin/learning/certificates: every certificate, newest first (admins). */
export const listAdminCertificates = () => apiJson<{ certificates: AdminCertificate[] }>('GET', '/api/admin/learning/certificates');

export const adminCertificatesQueryOptions = () => queryOptions({ queryKey: learningKeys.adminCertificates(), queryFn: listAdminCertificates, staleTime: 0 });

export function useAdminCertificates() {
  return useQuery(adminCertificatesQueryOptions());
}
