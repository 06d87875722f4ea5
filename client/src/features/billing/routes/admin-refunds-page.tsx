import { PLANS } from '@common/catalog/plans';
import { useState } from 'react';
import { EmptyState, LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { dollars } from '@/content/billing-copy';
import { BRAND } from '@/content/brand';
import { ADMIN_REFUNDS_COPY as C } from '@/content/money-back-copy';
import { formatDate } from '@/lib/format-date';
import { type AdminRefund, useAdminRefunds } from '../api/admin-refunds';
import { RefundDecision } from '../components/refund-decision';

const STATUS_TONE: Record<AdminRefund['status'], string> = {
  requested: 'bg-warning-soft text-ink',
  refunded: 'bg-success-soft text-ink',
  rejected: 'bg-surface-muted text-ink',
};

// One card per request rather than a table: seven facts and two buttons stay readable at 390 px.
function RefundRequest({ refund, onDecided }: { refund: AdminRefund; onDecided(message: string): void }) {
  const facts: Array<[string, string]> = [
    [C.columns.plan, PLANS[refund.plan].names.pricing],
    [C.columns.amount, dollars(refund.amountCents)],
    [C.columns.requested, formatDate(refund.requestedAt)],
    [C.columns.decided, refund.decidedAt ? formatDate(refund.decidedAt) : '–'],
  ];
  return (
    <li className="grid gap-3 rounded-card border border-border bg-surface p-5" aria-labelledby={`refund-${refund.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`refund-${refund.id}`} className="font-bold text-ink">
          {refund.ownerEmail}
        </h2>
        <span className={`rounded-full px-3 py-0.5 text-xs font-semibold ${STATUS_TONE[refund.status]}`}>
          {C.kind[refund.kind]} · {C.status[refund.status]}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="text-sm">
        <p className="text-ink-muted">
          {C.columns.reason} · {C.videos(refund.videosRendered)}
        </p>
        <p className="whitespace-pre-line text-ink">{refund.reason ?? C.noReason}</p>
      </div>
      {refund.kind === 'credit-back' && refund.status === 'requested' ? <RefundDecision refund={refund} onDecided={onDecided} /> : null}
    </li>
  );
}

/** /admin/refunds: refund and credit-back requests with the customer, plan, amount, dates, reason and status; waiting credit-backs are decided here (ADR 049). */
export default function AdminRefundsPage() {
  const list = useAdminRefunds();
  const [message, setMessage] = useState('');
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <title>{`${C.title} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{C.title}</h1>
      <p className="mt-2 mb-6 text-ink-muted">{C.intro}</p>
      <p role="status" className="mb-4 font-semibold text-success empty:hidden">
        {message}
      </p>
      {list.isPending ? (
        <LoadingBlocks label={C.loading} count={3} className="grid gap-4" blockClassName="h-40" />
      ) : list.isError ? (
        <LoadError message={C.loadError} detail={list.error.message} retryLabel={C.retry} onRetry={() => void list.refetch()} />
      ) : list.data.refunds.length === 0 ? (
        <EmptyState title={C.empty} text={C.emptyText} action={null} />
      ) : (
        <ul className="grid gap-4">
          {list.data.refunds.map((refund) => (
            <RefundRequest key={refund.id} refund={refund} onDecided={setMessage} />
          ))}
        </ul>
      )}
    </section>
  );
}
