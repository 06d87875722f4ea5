import { ANALYTICS_PERIOD_IDS, ANALYTICS_PERIODS, type AnalyticsPeriod, type CreatorAnalytics } from '@common/contracts/performance';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState, EmptyStateLink, LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { BRAND } from '@/content/brand';
import { ANALYTICS_COPY as COPY } from '@/content/insights-copy';
import { useAuth } from '@/features/auth';
import { panelProps, TabBar } from '@/components/ui/tab-bar';
import { AUTH_PATH } from '@/lib/api-client';
import { analyticsCsvUrl, useAnalytics } from '../api/get-analytics';

// the chart is its own chunk: the page's numbers show before it arrives
const ActivityChart = lazy(() => import('../components/activity-chart'));

const PERIODS = ANALYTICS_PERIOD_IDS.map((id) => ({ value: id, label: ANALYTICS_PERIODS[id].label }));

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid gap-1 rounded-card border border-border bg-surface p-4 shadow-card">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-title font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

function Activity({ data, period, onPeriod }: { data: CreatorAnalytics; period: AnalyticsPeriod; onPeriod(period: AnalyticsPeriod): void }) {
  const empty = data.activity.every((point) => point.views === 0 && point.plays === 0);
  return (
    <section aria-labelledby="analytics-activity" className="grid gap-4 rounded-card border border-border bg-surface p-5 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-activity" className="text-lg font-semibold text-ink">
          {COPY.activityHeading}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <TabBar label={COPY.periodLabel} idPrefix="analytics-period" options={PERIODS} value={period} onChange={onPeriod} />
          <a href={analyticsCsvUrl(period)} download className={buttonClasses({ variant: 'secondary' })}>
            {COPY.csv}
          </a>
        </div>
      </div>
      <div {...panelProps('analytics-period', period)}>
        {empty ? <p className="mb-3 text-sm text-ink-muted">{COPY.noActivity}</p> : null}
        <Suspense fallback={<LoadingBlocks label={COPY.chartLoading} count={1} blockClassName="h-56" />}>
          <ActivityChart points={data.activity} period={data.period} />
        </Suspense>
      </div>
    </section>
  );
}

function TopVideos({ videos }: { videos: CreatorAnalytics['topVideos'] }) {
  return (
    <section aria-labelledby="analytics-top" className="grid content-start gap-3 rounded-card border border-border bg-surface p-5 shadow-card">
      <h2 id="analytics-top" className="text-lg font-semibold text-ink">
        {COPY.topHeading}
      </h2>
      {videos.length === 0 ? (
        <p className="text-sm text-ink-muted">{COPY.topEmpty}</p>
      ) : (
        <ol className="grid gap-2">
          {videos.map((video) => (
            <li key={video.id} className="grid gap-0.5">
              <Link href={`/animation/${encodeURIComponent(video.id)}`} className="font-semibold break-words text-ink hover:underline">
                {video.title}
              </Link>
              <span className="text-sm text-ink-muted">{COPY.topLine(video.views, video.plays)}</span>
            </li>
          ))}
        </ol>
      )}
      <Link href="/performance" className="text-sm font-semibold text-primary hover:underline">
        {COPY.performanceLink}
      </Link>
    </section>
  );
}

function LearningProgress({ learning }: { learning: CreatorAnalytics['learning'] }) {
  return (
    <section aria-labelledby="analytics-learning" className="grid content-start gap-3 rounded-card border border-border bg-surface p-5 shadow-card">
      <h2 id="analytics-learning" className="text-lg font-semibold text-ink">
        {COPY.learningHeading}
      </h2>
      <div className="flex items-center gap-3">
        <progress value={learning.progressPercent} max={100} aria-label={COPY.learningProgress} className="h-2 flex-1 accent-primary" />
        <span className="text-sm font-semibold text-ink tabular-nums">{learning.progressPercent}%</span>
      </div>
      <p className="text-sm text-ink-muted">
        {COPY.learningLine(learning.modulesCompleted, learning.modulesAvailable, learning.lessonsRead, learning.lessonCount)}
      </p>
      <Link href="/learning" className="text-sm font-semibold text-primary hover:underline">
        {COPY.learningLink}
      </Link>
    </section>
  );
}

function AnalyticsDashboard() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('day');
  const { data, isLoading, error, refetch } = useAnalytics(period);
  if (isLoading) return <LoadingBlocks label={COPY.loading} count={3} className="grid gap-4" blockClassName="h-32" />;
  if (!data) return <LoadError message={COPY.loadError} detail={error?.message} retryLabel={COPY.retry} onRetry={() => void refetch()} />;
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Stat label={COPY.stats.videosMade} value={data.videosMade} />
        <Stat label={COPY.stats.creditsSpent} value={data.credits.spent} />
        <Stat label={COPY.stats.creditsLeft} value={data.credits.balance} />
        <Stat label={COPY.stats.views} value={data.totals.views} />
        <Stat label={COPY.stats.plays} value={data.totals.plays} />
      </dl>
      <Activity data={data} period={period} onPeriod={setPeriod} />
      <div className="grid gap-6 md:grid-cols-2">
        <TopVideos videos={data.topVideos} />
        <LearningProgress learning={data.learning} />
      </div>
    </div>
  );
}

/** /analytics: the creator's own dashboard; the chart loads lazily. */
export default function AnalyticsPage() {
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <title>{`${COPY.title} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{COPY.title}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-ink-muted">{COPY.intro}</p>
      {user ? <AnalyticsDashboard /> : <EmptyState title={COPY.signedOut} action={<EmptyStateLink href={AUTH_PATH}>{COPY.signIn}</EmptyStateLink>} />}
    </section>
  );
}
