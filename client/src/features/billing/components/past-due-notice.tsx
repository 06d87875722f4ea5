import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { BILLING_COPY as C } from '@/content/billing-copy';
import { formatDate } from '@/lib/format-date';
import { subscriptionQueryOptions } from '../api/get-subscription';

/** Every studio screen: while a payment has failed, the grace period's end and a way to fix it. */
export function PastDueNotice() {
  const view = useQuery({ ...subscriptionQueryOptions(), staleTime: 60_000 });
  const sub = view.data?.subscription;
  if (sub?.status !== 'past_due' || !sub.graceUntil || view.data?.isTeamMember) return null;
  return (
    <div role="alert" className="border-b border-warning/40 bg-warning-soft px-4 py-2 text-center text-sm font-semibold text-ink">
      {C.pastDue(formatDate(sub.graceUntil))}{' '}
      <Link href="/subscription" className="underline">
        {C.viewSubscription}
      </Link>
    </div>
  );
}
