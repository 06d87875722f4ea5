import type { z } from 'zod';
import type { adminRefundsSchema, decideCreditBackSchema } from '@common/contracts/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

export type AdminRefunds = z.infer<typeof adminRefundsSchema>;
export type AdminRefund = AdminRefunds['refunds'][number];
type Decision = z.infer<typeof decideCreditBackSchema>;

const ADMIN_REFUNDS_KEY = ['/api/admin/billing/refunds'] as const;

/** GET /api/admin/billing/refunds: the latest refund and credit-back requests, newest first. */
const listRefunds = () => apiJson<AdminRefunds>('GET', '/api/admin/billing/refunds');

export const adminRefundsQueryOptions = () => queryOptions({ queryKey: ADMIN_REFUNDS_KEY, queryFn: listRefunds, staleTime: 0 });

export function useAdminRefunds() {
  return useQuery(adminRefundsQueryOptions());
}

/** POST /api/admin/billing/refunds/:id/decision: answers with the updated list. Deciding twice changes nothing (ADR 049). */
export function useDecideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: Decision & { id: string }) => apiJson<AdminRefunds>('POST', `/api/admin/billing/refunds/${id}/decision`, decision),
    onSuccess: (list) => queryClient.setQueryData(ADMIN_REFUNDS_KEY, list),
  });
}
