import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** Placeholders of a fixed size while the first page loads (nothing jumps when it arrives). */
export function LoadingBlocks({ label, count, className, blockClassName }: { label: string; count: number; className?: string; blockClassName: string }) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className={cn('animate-pulse rounded-card bg-surface-muted', blockClassName)} />
      ))}
    </div>
  );
}

/** The first page failed: the server's message and a way to ask again. */
export function LoadError({ message, detail, retryLabel, onRetry }: { message: string; detail?: string; retryLabel: string; onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-card border border-danger/30 bg-danger-soft p-8 text-center">
      <AlertIcon className="size-6 text-danger" />
      <p className="font-semibold text-ink">{message}</p>
      {detail ? <p className="text-sm text-ink-muted">{detail}</p> : null}
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

type EmptyStateProps = { title: string; text?: string; action: ReactNode };

export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border p-10 text-center">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {text ? <p className="max-w-md text-sm text-ink-muted">{text}</p> : null}
      <div className="mt-2">{action}</div>
    </div>
  );
}

export function EmptyStateLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={buttonClasses()}>
      {children}
    </Link>
  );
}

type LoadMoreProps = { hasMore: boolean; loading: boolean; onLoadMore(): void; label: string; loadingLabel: string };

/** The next page on request; gone on the last page. */
export function LoadMore({ hasMore, loading, onLoadMore, label, loadingLabel }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="secondary" onClick={onLoadMore} disabled={loading}>
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
}
