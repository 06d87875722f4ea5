import type { BillingPeriod, Checkout } from '@common/contracts/billing';
import type { PaidPlanId } from '@common/catalog/plans';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** POST /api/billing/checkouts: the server prices the plan and period and opens a checkout. */
export const startCheckout = (plan: PaidPlanId, period: BillingPeriod) => apiJson<Checkout>('POST', '/api/billing/checkouts', { plan, period });

export function useStartCheckout() {
  return useMutation({ mutationFn: ({ plan, period }: { plan: PaidPlanId; period: BillingPeriod }) => startCheckout(plan, period) });
}
