import type { Certificate } from '@common/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { learningKeys } from './learning-keys';

/** Revoking a certificate, or undoing a revocation: both ask for a reason and write an audit row. */
export type CertificateStatusAction = 'revoke' | 'reinstate';

/** POST /api/admin/learning/certificates/{id}/revoke or …/reinstate */
export const changeCertificateStatus = (id: string, action: CertificateStatusAction, reason: string) =>
  apiJson<Certificate>('POST', `/api/admin/learning/certificates/${encodeURIComponent(id)}/${action}`, { reason });

export function useChangeCertificateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: CertificateStatusAction; reason: string }) => changeCertificateStatus(id, action, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKeys.adminCertificates() }),
  });
}
