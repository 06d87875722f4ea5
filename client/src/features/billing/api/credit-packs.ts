import type { TestCard } from '@common/contracts/billing';
import type { PackPurchase } from '@common/contracts/credit-packs';
import type { CreditPackId } from '@common/catalog/credit-packs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { refreshBilling } from './billing-keys';

/** POST /api/billing/credit-packs/purchases: the server prices the pack; Stripe answers with its page to go to. */
export function useStartPackPurchase() {
  return useMutation({
    mutationFn: (packId: CreditPackId) => apiJson<PackPurchase>('POST', '/api/billing/credit-packs/purchases', { packId }),
  });
}

/** POST /api/billing/credit-packs/purchases/{id}/pay: TEST MODE's card form. */
export function usePayPackPurchase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: TestCard) => apiJson<PackPurchase>('POST', `/api/billing/credit-packs/purchases/${encodeURIComponent(id)}/pay`, card),
    onSuccess: () => refreshBilling(queryClient),
  });
}
