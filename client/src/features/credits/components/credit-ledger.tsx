import type { LedgerEntry } from '@common/contracts/credits';
import { EmptyState, LoadError, LoadingBlocks, LoadMore } from '@/components/ui/list-states';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { HISTORY_COPY } from '@/content/studio-copy';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { useWideScreen } from '@/hooks/use-wide-screen';
import { useLedger } from '../api/list-ledger';

const columns = HISTORY_COPY.ledgerColumns;

/** "+40" for credits in, "−5" (a real minus sign) for credits out. */
export function signedAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : `\u2212${Math.abs(amount)}`;
}

function Amount({ amount }: { amount: number }) {
  return <span className={cn('font-semibold tabular-nums', amount > 0 ? 'text-success' : 'text-ink')}>{signedAmount(amount)}</span>;
}

function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  return (
    <Table>
      <TableCaption>{HISTORY_COPY.ledgerCaption}</TableCaption>
      <TableHead caps>
        <tr>
          <TableHeaderCell>{columns.date}</TableHeaderCell>
          <TableHeaderCell className="px-3">{columns.reason}</TableHeaderCell>
          <TableHeaderCell numeric className="px-3">
            {columns.amount}
          </TableHeaderCell>
          <TableHeaderCell numeric className="pr-0 pl-3">
            {columns.balance}
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} data-testid="ledger-entry">
            <TableCell className="py-3 whitespace-nowrap text-ink-muted">
              <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
            </TableCell>
            <TableCell className="px-3 py-3 text-ink">{entry.reason}</TableCell>
            <TableCell numeric className="px-3 py-3">
              <Amount amount={entry.amount} />
            </TableCell>
            <TableCell numeric className="py-3 pr-0 pl-3">
              {entry.balanceAfter}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function LedgerCards({ entries }: { entries: LedgerEntry[] }) {
  return (
    <ul className="flex flex-col gap-2" aria-label={HISTORY_COPY.ledgerCaption}>
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-center justify-between gap-3 rounded-card border border-border bg-surface p-3" data-testid="ledger-entry">
          <div className="flex min-w-0 flex-col">
            <span className="break-words text-sm font-semibold text-ink">{entry.reason}</span>
            <time dateTime={entry.createdAt} className="text-xs text-ink-muted">
              {formatDate(entry.createdAt)}
            </time>
          </div>
          <div className="flex shrink-0 flex-col items-end">
            <Amount amount={entry.amount} />
            <span className="text-xs text-ink-muted tabular-nums">{HISTORY_COPY.balanceAfter(entry.balanceAfter)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Every change of the creator's credits, newest first: grants, spends, refunds. */
export function CreditLedger() {
  const ledger = useLedger();
  const wide = useWideScreen();
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];
  if (ledger.isPending) return <LoadingBlocks label={HISTORY_COPY.ledgerLoading} count={4} className="flex flex-col gap-2" blockClassName="h-12" />;
  if (ledger.isError && entries.length === 0)
    return (
      <LoadError message={HISTORY_COPY.ledgerFailed} detail={ledger.error.message} retryLabel={HISTORY_COPY.tryAgain} onRetry={() => void ledger.refetch()} />
    );
  if (entries.length === 0) return <EmptyState title={HISTORY_COPY.ledgerEmpty} action={null} />;
  return (
    <>
      {wide ? <LedgerTable entries={entries} /> : <LedgerCards entries={entries} />}
      <LoadMore
        hasMore={ledger.hasNextPage}
        loading={ledger.isFetchingNextPage}
        onLoadMore={() => void ledger.fetchNextPage()}
        label={HISTORY_COPY.loadMore}
        loadingLabel={HISTORY_COPY.loadingMore}
      />
    </>
  );
}
