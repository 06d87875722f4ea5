import type { SubscriptionView } from '@common/contracts/billing';
import { BILLING_COPY as C } from '@/content/billing-copy';
import { formatDate } from '@/lib/format-date';

/** past_due keeps the plan for a grace period; this says until when. */
export function PastDueBanner({ view }: { view: SubscriptionView | undefined }) {
  const sub = view?.subscription;
  if (sub?.status !== 'past_due' || !sub.graceUntil) return null;
  return (
    <div role="alert" className="mb-6 rounded-card border border-warning/40 bg-warning-soft p-4 text-sm font-semibold text-ink">
      {C.pastDue(formatDate(sub.graceUntil))}
    </div>
  );
}
