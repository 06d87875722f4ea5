import type { z } from 'zod';
import type { adminCreditAdjustmentSchema, adminSubscriptionsSchema } from '@common/contracts/billing';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

type AdminSubscriptions = z.infer<typeof adminSubscriptionsSchema>;
type Adjustment = z.infer<typeof adminCreditAdjustmentSchema>;

/** GET /api/admin/billing/subscriptions */
export const listSubscriptions = () => apiJson<AdminSubscriptions>('GET', '/api/admin/billing/subscriptions');
/** POST /api/admin/credits/adjustments: a credit correction with its reason. */
export const adjustCredits = (input: Adjustment) => apiJson<{ balance: number }>('POST', '/api/admin/credits/adjustments', input);

export const adminSubscriptionsQueryOptions = () => queryOptions({ queryKey: ['/api/admin/billing/subscriptions'], queryFn: listSubscriptions, staleTime: 0 });

export function useAdminSubscriptions() {
  return useQuery(adminSubscriptionsQueryOptions());
}

export function useAdjustCredits() {
  return useMutation({ mutationFn: adjustCredits });
}
