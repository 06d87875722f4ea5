import type { Checkout } from '@common/contracts/billing';
import { BILLING_COPY as C, dollars } from '@/content/billing-copy';
import { formatDate } from '@/lib/format-date';

/** The buyer's own purchase: plan, period, amount, when. */
export function PurchaseDetails({ purchase }: { purchase: Checkout }) {
  return (
    <dl className="mt-6 grid gap-2 rounded-card border border-border bg-surface p-6 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">{C.plan}</dt>
        <dd className="font-semibold text-ink">{purchase.planName}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">{C.billing}</dt>
        <dd className="font-semibold text-ink">{purchase.period === 'annual' ? C.annual : C.monthly}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">{C.price}</dt>
        <dd className="font-semibold text-ink">{dollars(purchase.amountCents)}</dd>
      </div>
      {purchase.completedAt ? (
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{C.status}</dt>
          <dd className="font-semibold text-ink">{formatDate(purchase.completedAt)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
