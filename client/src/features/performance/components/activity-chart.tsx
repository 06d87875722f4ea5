import type { ActivityPoint, AnalyticsPeriod } from '@common/contracts/performance';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { ANALYTICS_COPY as COPY } from '@/content/insights-copy';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

/** "Nov 3": short enough for an axis. */
const shortDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Views and plays per day or week as paired bars, drawn as plain SVG (no chart library: this is
 * its own lazily loaded chunk, and small). The picture is one image with a summary; the numbers
 * are in a table beneath for screen readers and anyone who wants them.
 */
export default function ActivityChart({ points, period }: { points: ActivityPoint[]; period: AnalyticsPeriod }) {
  const top = Math.max(1, ...points.flatMap((p) => [p.views, p.plays]));
  const ticks = [0, Math.ceil(top / 2), top];
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerWidth / points.length;
  const bar = Math.max(2, slot * 0.36);
  const y = (value: number) => PAD.top + innerHeight - (value / top) * innerHeight;
  const labelEvery = Math.ceil(points.length / 6);
  const totals = points.reduce((n, p) => ({ views: n.views + p.views, plays: n.plays + p.plays }), { views: 0, plays: 0 });

  return (
    <figure className="grid gap-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={COPY.chartSummary(totals.views, totals.plays, points.length, COPY.unit[period])}
        className="h-auto w-full"
        data-testid="activity-chart"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-ink-muted text-[11px]">
              {tick}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const x = PAD.left + index * slot + (slot - bar * 2) / 2;
          return (
            <g key={point.start}>
              <rect x={x} y={y(point.views)} width={bar} height={y(0) - y(point.views)} className="fill-primary" />
              <rect x={x + bar} y={y(point.plays)} width={bar} height={y(0) - y(point.plays)} className="fill-accent" />
              {index % labelEvery === 0 || index === points.length - 1 ? (
                <text x={x + bar} y={HEIGHT - 8} textAnchor="middle" className="fill-ink-muted text-[11px]">
                  {shortDate(point.start)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex gap-4 text-sm text-ink-muted">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-primary" />
          {COPY.legend.views}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-accent" />
          {COPY.legend.plays}
        </span>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-ink-muted">{COPY.dataTable}</summary>
        <Table className="mt-2 max-w-md">
          <TableHead className="font-bold">
            <tr>
              <TableHeaderCell className="py-1">{COPY.columns[period]}</TableHeaderCell>
              <TableHeaderCell numeric className="py-1">
                {COPY.columns.views}
              </TableHeaderCell>
              <TableHeaderCell numeric className="py-1 pr-0">
                {COPY.columns.plays}
              </TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {points.map((point) => (
              <TableRow key={point.start}>
                <TableHeaderCell scope="row" className="py-1">
                  {point.start}
                </TableHeaderCell>
                <TableCell numeric className="py-1">
                  {point.views}
                </TableCell>
                <TableCell numeric className="py-1 pr-0">
                  {point.plays}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </figure>
  );
}
