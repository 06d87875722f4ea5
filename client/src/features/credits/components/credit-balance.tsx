import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useCredits } from '../api/get-credits';

/** The header's balance; leads to the credit history. */
export function CreditBalance({ className }: { className?: string }) {
  const { data, isError } = useCredits();
  if (isError) return null;
  return (
    <Link
      href="/history?tab=credits"
      aria-live="polite"
      aria-label={data ? `Credit balance: ${data.balance} credits. View credit history` : 'Loading your credit balance'}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full whitespace-nowrap border border-border bg-surface-muted px-2.5 text-sm sm:px-3 font-semibold text-ink hover:border-primary/40',
        className,
      )}
      data-testid="credit-balance"
    >
      <span aria-hidden="true">🪙</span>
      {data ? (
        // phones show the coin and the number: the header's row has no room for the word
        <span>
          {data.balance}
          <span className="hidden sm:inline"> credits</span>
        </span>
      ) : (
        <span className="text-ink-subtle">Loading credits…</span>
      )}
    </Link>
  );
}
