import type { Certificate } from '@common/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { learningKeys } from './learning-keys';

/** POST /api/admin/learning/certificates/{id}/revoke */
export const revokeCertificate = (id: string, reason: string) =>
  apiJson<Certificate>('POST', `/api/admin/learning/certificates/${encodeURIComponent(id)}/revoke`, { reason });

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => revokeCertificate(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKeys.adminCertificates() }),
  });
}
