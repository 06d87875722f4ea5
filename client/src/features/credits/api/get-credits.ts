import type { CreditBalance } from '@common/contracts/credits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

export const CREDITS_KEY = ['/api/credits'] as const;

/** GET /api/credits: the signed-in creator's balance. */
export const getCredits = () => apiJson<CreditBalance>('GET', '/api/credits');

export const creditsQueryOptions = () => queryOptions({ queryKey: CREDITS_KEY, queryFn: getCredits, staleTime: 30_000 });

/** The balance (the header shows it; every render refreshes it). */
export function useCredits() {
  return useQuery(creditsQueryOptions());
}
