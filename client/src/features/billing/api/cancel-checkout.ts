import type { Checkout } from '@common/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** POST /api/billing/checkouts/{id}/cancel: the buyer left; nothing is charged. */
export const cancelCheckout = (id: string) => apiJson<Checkout>('POST', `/api/billing/checkouts/${encodeURIComponent(id)}/cancel`);

export function useCancelCheckout() {
  return useMutation({ mutationFn: cancelCheckout });
}
