// Type-only: the contract's zod schemas stay out of the pricing chunk.
import type { CaseStudy } from '@common/contracts/case-studies';
import { CASE_STUDIES_COPY } from '@/content/pricing-copy';
import { useCaseStudies } from '../api/list-case-studies';
import { formatDollars } from '../lib/format';

function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <article aria-label={study.clientName} className="flex flex-col rounded-card border border-border bg-surface p-6 shadow-card">
      <p className="text-xs font-semibold tracking-wide text-primary-strong uppercase">{study.industry}</p>
      <h3 className="mt-1 text-lg font-bold text-ink">{study.clientName}</h3>
      <p className="mt-2 text-sm text-ink-muted">
        <span className="font-semibold text-ink">{CASE_STUDIES_COPY.challenge}: </span>
        {study.challenge}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {study.results.map((result) => (
          <div key={result.metric} className="rounded-control bg-canvas p-3">
            <dt className="text-xs text-ink-muted">{result.metric}</dt>
            <dd className="text-lg font-extrabold text-ink">{result.value}</dd>
            <dd className="text-xs text-ink-subtle">{result.improvement}</dd>
          </div>
        ))}
      </dl>
      <blockquote className="mt-4 flex-1 text-sm text-ink italic">“{study.testimonial}”</blockquote>
      <p className="mt-4 text-sm text-ink-muted">
        {CASE_STUDIES_COPY.revenue} <span className="font-bold text-ink">{formatDollars(study.revenue)}</span> · {CASE_STUDIES_COPY.videos(study.videoCount)} ·{' '}
        {study.timeframe}
      </p>
    </article>
  );
}

/** Up to six case studies from GET /api/case-studies, with a message while loading, empty or failed. */
export function CaseStudies() {
  const { data, isPending, isError } = useCaseStudies();
  if (isPending)
    return (
      <p role="status" className="text-sm text-ink-muted">
        {CASE_STUDIES_COPY.loading}
      </p>
    );
  if (isError) return <p className="text-sm text-ink-muted">{CASE_STUDIES_COPY.error}</p>;
  if (data.length === 0) return <p className="text-sm text-ink-muted">{CASE_STUDIES_COPY.empty}</p>;
  return (
    <div data-plan-figures="none" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {data.slice(0, CASE_STUDIES_COPY.shown).map((study) => (
        <CaseStudyCard key={study.id} study={study} />
      ))}
    </div>
  );
}
