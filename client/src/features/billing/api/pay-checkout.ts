import type { Checkout, TestCard } from '@common/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { checkoutKey, refreshBilling } from './billing-keys';

/** POST /api/billing/checkouts/{id}/pay: TEST MODE's card form. */
export const payCheckout = (id: string, card: TestCard) => apiJson<Checkout>('POST', `/api/billing/checkouts/${encodeURIComponent(id)}/pay`, card);

export function usePayCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: TestCard) => payCheckout(id, card),
    onSuccess: (checkout) => {
      queryClient.setQueryData(checkoutKey(id), checkout);
      refreshBilling(queryClient);
    },
  });
}
