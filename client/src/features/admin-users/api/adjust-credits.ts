import type { z } from 'zod';
import type { adminCreditAdjustmentSchema } from '@common/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { refreshAfterChange } from './refresh-after-change';

type Adjustment = z.infer<typeof adminCreditAdjustmentSchema>;

/** POST /api/admin/credits/adjustments: billing's credit correction (the one door to the ledger), written to the audit trail too. */
export const adjustCredits = (input: Adjustment) => apiJson<{ balance: number }>('POST', '/api/admin/credits/adjustments', input);

export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adjustCredits, onSuccess: () => refreshAfterChange(queryClient) });
}
