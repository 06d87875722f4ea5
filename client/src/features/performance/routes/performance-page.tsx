import { BRAND } from '@/content/brand';
import { PERFORMANCE_COPY as COPY } from '@/content/insights-copy';
import { EmptyState, EmptyStateLink, LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { useAuth } from '@/features/auth';
import { SubscriptionGuard } from '@/features/billing';
import { AUTH_PATH } from '@/lib/api-client';
import { usePerformance } from '../api/get-performance';
import { PerformanceTable } from '../components/performance-table';

function PerformanceGroups() {
  const { data, isLoading, error, refetch } = usePerformance();
  if (isLoading) return <LoadingBlocks label={COPY.loading} count={3} className="grid gap-4" blockClassName="h-36" />;
  if (!data) return <LoadError message={COPY.loadError} detail={error?.message} retryLabel={COPY.retry} onRetry={() => void refetch()} />;
  if (data.groups.length === 0)
    return <EmptyState title={COPY.emptyTitle} text={COPY.emptyText} action={<EmptyStateLink href="/video-maker">{COPY.emptyAction}</EmptyStateLink>} />;
  return (
    <div className="grid gap-6">
      {data.groups.map((group) => (
        <PerformanceTable key={group.originalId} group={group} />
      ))}
    </div>
  );
}

/** /performance: per video, share-page views, plays, average watched and completion; variants side by side with the winner named. */
export default function PerformancePage() {
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <title>{`${COPY.title} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{COPY.title}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-ink-muted">{COPY.intro}</p>
      {user ? (
        <SubscriptionGuard feature="performance">
          <PerformanceGroups />
        </SubscriptionGuard>
      ) : (
        <EmptyState title={COPY.signedOut} action={<EmptyStateLink href={AUTH_PATH}>{COPY.signIn}</EmptyStateLink>} />
      )}
    </section>
  );
}
