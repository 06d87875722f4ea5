import type { FunnelResponse } from '@common/contracts/funnel';
import { sourceLabel } from '../lib/source-label';

// Its own chunk, loaded only by the admin dashboard: plain SVG, no chart library.

const SERIES = [
  { key: 'visitors', label: 'Visitors', color: 'var(--color-brand-300)' },
  { key: 'optIns', label: 'Opt-ins', color: 'var(--color-primary)' },
  { key: 'signUps', label: 'Sign-ups', color: 'var(--color-success)' },
] as const;

type Counts = { visitors: number; optIns: number; signUps: number };

function Legend() {
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-ink-muted">
      {SERIES.map((s) => (
        <li key={s.key} className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** Visitors, opt-ins and sign-ups per day, as grouped bars. */
function DailyChart({ days }: { days: FunnelResponse['days'] }) {
  const width = 720;
  const height = 220;
  const max = Math.max(1, ...days.flatMap((d) => [d.visitors, d.optIns, d.signUps]));
  const slot = width / Math.max(1, days.length);
  const bar = Math.max(1, (slot - 2) / SERIES.length);
  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label="Visitors, opt-ins and sign-ups by day" className="h-auto w-full">
        {days.map((day, i) =>
          SERIES.map((s, j) => {
            const h = (day[s.key] / max) * height;
            return (
              <rect key={`${day.day}-${s.key}`} x={i * slot + j * bar} y={height - h} width={bar} height={h} fill={s.color}>
                <title>{`${day.day} · ${s.label}: ${day[s.key]}`}</title>
              </rect>
            );
          }),
        )}
        <line x1={0} x2={width} y1={height} y2={height} stroke="var(--color-border-strong)" />
        <text x={0} y={height + 16} fontSize={12} fill="var(--color-ink-muted)">
          {days[0]?.day}
        </text>
        <text x={width} y={height + 16} fontSize={12} textAnchor="end" fill="var(--color-ink-muted)">
          {days.at(-1)?.day}
        </text>
      </svg>
      <Legend />
    </figure>
  );
}

/** The same three counts per traffic source, as horizontal bars. */
function SourceChart({ bySource }: { bySource: FunnelResponse['bySource'] }) {
  const max = Math.max(1, ...bySource.flatMap((s) => [s.visitors, s.optIns, s.signUps]));
  return (
    <div className="grid gap-3">
      {bySource.map((row) => (
        <div key={row.source} className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:items-center">
          <span className="text-sm font-medium text-ink">{sourceLabel(row.source)}</span>
          <div className="grid gap-0.5">
            {SERIES.map((s) => (
              <div key={s.key} className="flex items-center gap-2">
                <span className="h-2.5 rounded-sm" style={{ width: `${((row as Counts)[s.key] / max) * 100}%`, minWidth: 2, background: s.color }} />
                <span className="text-xs text-ink-muted">{(row as Counts)[s.key]}</span>
              </div>
            ))}
          </div>
        </div>
      ))}
      <Legend />
    </div>
  );
}

export default function FunnelCharts({ data }: { data: FunnelResponse }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="daily-heading" className="rounded-card border border-border bg-surface p-5">
        <h2 id="daily-heading" className="mb-4 text-lg font-bold text-ink">
          By day
        </h2>
        <DailyChart days={data.days} />
      </section>
      <section aria-labelledby="source-heading" className="rounded-card border border-border bg-surface p-5">
        <h2 id="source-heading" className="mb-4 text-lg font-bold text-ink">
          By source
        </h2>
        <SourceChart bySource={data.bySource} />
      </section>
    </div>
  );
}
