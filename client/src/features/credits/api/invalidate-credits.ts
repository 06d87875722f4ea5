import type { QueryClient } from '@tanstack/react-query';
import { CREDITS_KEY } from './get-credits';
import { LEDGER_KEY } from './list-ledger';

/** After anything that spends or refunds credits elsewhere (a render, a retry): the balance and the ledger are out of date. */
export function invalidateCredits(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: CREDITS_KEY });
  void queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
}
