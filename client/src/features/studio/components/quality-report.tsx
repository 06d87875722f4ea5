import type { QualityReport as Report, QualityStatus } from '@common/contracts/quality';
import { ANIMATION_COPY as COPY } from '@/content/studio-copy';
import { cn } from '@/lib/cn';

const TONES: Record<QualityStatus, string> = {
  pass: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  fail: 'bg-danger-soft text-danger',
  'not-measured': 'bg-surface-muted text-ink-muted',
};
const MARKS: Record<QualityStatus, string> = { pass: '✓', warning: '!', fail: '✕', 'not-measured': '–' };

/** The render's quality report: one list item a check, its measured value, its verdict in words and what to change. */
export function QualityReport({ report }: { report: Report | null }) {
  return (
    <section aria-labelledby="quality-report-title" className="grid gap-3" data-testid="quality-report">
      <h2 id="quality-report-title" className="text-lg font-semibold text-ink">
        {COPY.qualityTitle}
      </h2>
      {!report ? (
        <p className="text-sm text-ink-muted">{COPY.qualityNone}</p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">{COPY.qualityVerdict[report.verdict]}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {report.checks.map((check) => (
              <li key={check.id} className="grid content-start gap-1 rounded-card border border-border bg-surface p-3 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <span className="font-medium text-ink">{check.label}</span>
                  <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', TONES[check.status])}>
                    <span aria-hidden="true">{MARKS[check.status]}</span>
                    {COPY.qualityStatus[check.status]}
                  </span>
                </div>
                <span className="break-words text-ink-muted">{check.value}</span>
                {check.advice && check.status !== 'pass' ? <span className="text-ink">{check.advice}</span> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
