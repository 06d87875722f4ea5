import type { Checkout } from '@common/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { checkoutKey } from './billing-keys';

/** How often the success page asks whether the payment is confirmed, and for how long. */
export const CONFIRM_POLL_MS = 1000;
export const CONFIRM_TIMEOUT_MS = 60_000;

/** GET /api/billing/checkouts/{id}: one of the buyer's checkouts. */
export const getCheckout = (id: string) => apiJson<Checkout>('GET', `/api/billing/checkouts/${encodeURIComponent(id)}`);

export const checkoutQueryOptions = (id: string, poll = false) =>
  queryOptions({
    queryKey: checkoutKey(id),
    queryFn: () => getCheckout(id),
    staleTime: 0,
    refetchInterval: (query) => (poll && query.state.data?.status !== 'succeeded' ? CONFIRM_POLL_MS : false),
  });

export function useCheckout(id: string | null, options: { poll?: boolean } = {}) {
  return useQuery({ ...checkoutQueryOptions(id ?? '', options.poll), enabled: Boolean(id) });
}
