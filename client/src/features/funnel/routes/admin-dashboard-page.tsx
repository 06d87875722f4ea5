import type { FunnelQuery, FunnelResponse } from '@common/contracts/funnel';
import { WEB_VITAL_THRESHOLDS, type WebVitalRating } from '@common/rules/web-vitals';
import { lazy, Suspense, useState } from 'react';
import { CenteredSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useFunnel } from '../api/get-funnel';
import { AdminPage } from '../components/admin-page';
import { LeadFiltersBar } from '../components/lead-filters';

const FunnelCharts = lazy(() => import('../components/funnel-charts'));

const RATING_STYLE: Record<WebVitalRating, string> = {
  good: 'bg-success-soft text-success',
  'needs-improvement': 'bg-warning-soft text-warning',
  poor: 'bg-danger-soft text-danger',
};

const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '—');

function Totals({ data }: { data: FunnelResponse }) {
  const sum = (key: 'visitors' | 'optIns' | 'signUps') => data.days.reduce((total, d) => total + d[key], 0);
  const [visitors, optIns, signUps] = [sum('visitors'), sum('optIns'), sum('signUps')];
  const cards = [
    { label: 'Visitors (consented)', value: visitors },
    { label: 'Opt-ins', value: optIns },
    { label: 'Sign-ups', value: signUps },
    { label: 'Bot requests filtered', value: data.botHits },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-card border border-border bg-surface p-4">
          <dt className="text-sm text-ink-muted">{card.label}</dt>
          <dd className="text-2xl font-bold text-ink">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Variants({ data }: { data: FunnelResponse }) {
  return (
    <section aria-labelledby="variants-heading" className="rounded-card border border-border bg-surface p-5">
      <h2 id="variants-heading" className="mb-1 text-lg font-bold text-ink">
        Headline variants
      </h2>
      <p className="mb-4 text-sm text-ink-muted">Views and consented opt-ins come from visitors who accepted analytics; leads count every opt-in.</p>
      <Table>
        <TableHead className="font-bold">
          <tr>
            <TableHeaderCell>Variant</TableHeaderCell>
            <TableHeaderCell>Views</TableHeaderCell>
            <TableHeaderCell>Consented opt-ins</TableHeaderCell>
            <TableHeaderCell>Conversion</TableHeaderCell>
            <TableHeaderCell>Leads</TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {data.variants.map((v) => (
            <TableRow key={v.variant}>
              <TableCell className="font-medium capitalize">{v.variant}</TableCell>
              <TableCell>{v.views}</TableCell>
              <TableCell>{v.consentedOptIns}</TableCell>
              <TableCell>{percent(v.consentedOptIns, v.views)}</TableCell>
              <TableCell>{v.leads}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

function Vitals({ data }: { data: FunnelResponse }) {
  return (
    <section aria-labelledby="vitals-heading" className="rounded-card border border-border bg-surface p-5">
      <h2 id="vitals-heading" className="mb-4 text-lg font-bold text-ink">
        Web vitals (p75)
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {data.vitals.map((v) => {
          const { unit, good, poor } = WEB_VITAL_THRESHOLDS[v.name];
          const shown = v.p75 === null ? '—' : unit ? `${Math.round(v.p75)} ${unit}` : v.p75.toFixed(3);
          return (
            <li
              key={v.name}
              data-rating={v.rating ?? 'none'}
              className={cn('grid gap-1 rounded-card p-3', v.rating ? RATING_STYLE[v.rating] : 'bg-surface-muted text-ink-muted')}
            >
              <span className="text-sm font-semibold">{v.name}</span>
              <span className="text-xl font-bold">{shown}</span>
              <span className="text-xs">
                {v.samples} samples · good ≤ {good}
                {unit}, poor &gt; {poor}
                {unit}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** /admin: visitors → opt-ins → sign-ups by day and source, headline variants and web vitals, from stored events. */
export default function AdminDashboardPage() {
  const [range, setRange] = useState<FunnelQuery>({});
  const funnel = useFunnel(range);
  return (
    <AdminPage title="Funnel" current="/admin">
      <LeadFiltersBar value={range} onChange={(next) => setRange({ from: next.from, to: next.to })} fields={['from', 'to']} />
      {funnel.isError ? (
        <p className="text-danger">{funnel.error.message}</p>
      ) : !funnel.data ? (
        <CenteredSpinner label="Loading..." />
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            {funnel.data.from} to {funnel.data.to} (UTC)
          </p>
          <Totals data={funnel.data} />
          <Suspense fallback={<CenteredSpinner label="Loading charts..." />}>
            <FunnelCharts data={funnel.data} />
          </Suspense>
          <div className="grid gap-6 lg:grid-cols-2">
            <Variants data={funnel.data} />
            <Vitals data={funnel.data} />
          </div>
        </>
      )}
    </AdminPage>
  );
}
