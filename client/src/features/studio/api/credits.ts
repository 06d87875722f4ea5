import type { CreditBalance, LedgerResponse } from '@common/contracts/credits';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiJson, queryString } from './json';

export const CREDITS_KEY = ['/api/credits'] as const;
export const LEDGER_KEY = ['/api/credits/ledger'] as const;

/** The signed-in creator's balance (the header shows it; every render refreshes it). */
export function useCredits() {
  return useQuery<CreditBalance>({ queryKey: CREDITS_KEY, staleTime: 30_000 });
}

/** Ledger rows, newest first, a page at a time. */
export function useLedger() {
  return useInfiniteQuery({
    queryKey: LEDGER_KEY,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => apiJson<LedgerResponse>('GET', `/api/credits/ledger${queryString({ before: pageParam })}`),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  });
}
