import type { QueryClient } from '@tanstack/react-query';

export const SUBSCRIPTION_KEY = ['/api/billing/subscription'] as const;
export const ENTITLEMENTS_KEY = ['/api/billing/entitlements'] as const;
export const TEAM_KEY = ['/api/billing/team'] as const;
export const checkoutKey = (id: string) => ['/api/billing/checkouts', id] as const;

/** After anything that changes the plan: the subscription, the entitlements and the balance. */
export function refreshBilling(queryClient: QueryClient) {
  for (const queryKey of [SUBSCRIPTION_KEY, ENTITLEMENTS_KEY, TEAM_KEY, ['/api/credits'], ['/api/credits/ledger']])
    void queryClient.invalidateQueries({ queryKey });
}
