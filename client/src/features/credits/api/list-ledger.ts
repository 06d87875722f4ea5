import type { LedgerResponse } from '@common/contracts/credits';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { queryString } from '@/lib/query-string';

export const LEDGER_KEY = ['/api/credits/ledger'] as const;

/** GET /api/credits/ledger: one page of ledger rows, newest first, older than `before`. */
export const listLedger = (before?: number) => apiJson<LedgerResponse>('GET', `/api/credits/ledger${queryString({ before })}`);

export const ledgerQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: LEDGER_KEY,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => listLedger(pageParam),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  });

/** Ledger rows, newest first, a page at a time. */
export function useLedger() {
  return useInfiniteQuery(ledgerQueryOptions());
}
