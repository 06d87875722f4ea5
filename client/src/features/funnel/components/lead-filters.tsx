import type { LeadFilters } from '@common/contracts/funnel';
import { TRAFFIC_SOURCE_LABELS, TRAFFIC_SOURCES, type TrafficSource } from '@common/rules/traffic-source';
import { Input } from '@/components/ui/input';

type LeadFiltersProps = { value: LeadFilters; onChange(next: LeadFilters): void; fields?: ReadonlyArray<keyof LeadFilters> };

const ALL_FIELDS = ['search', 'source', 'from', 'to'] as const;
const labelClass = 'grid gap-1 text-sm font-medium text-ink';

/** Search, source and date range (inclusive days, UTC), shared by the list, the export and the dashboard. */
export function LeadFiltersBar({ value, onChange, fields = ALL_FIELDS }: LeadFiltersProps) {
  const set = (patch: Partial<LeadFilters>) => onChange({ ...value, ...patch });
  return (
    <div role="search" aria-label="Filter leads" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {fields.includes('search') && (
        <label className={labelClass}>
          Search
          <Input type="search" placeholder="E-mail or campaign" value={value.search ?? ''} onChange={(e) => set({ search: e.target.value || undefined })} />
        </label>
      )}
      {fields.includes('source') && (
        <label className={labelClass}>
          Source
          <select
            value={value.source ?? ''}
            onChange={(e) => set({ source: (e.target.value || undefined) as TrafficSource | undefined })}
            className="h-11 rounded-control border border-border bg-surface px-3 font-normal"
          >
            <option value="">All sources</option>
            {TRAFFIC_SOURCES.map((source) => (
              <option key={source} value={source}>
                {TRAFFIC_SOURCE_LABELS[source]}
              </option>
            ))}
          </select>
        </label>
      )}
      {fields.includes('from') && (
        <label className={labelClass}>
          From
          <Input type="date" value={value.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
        </label>
      )}
      {fields.includes('to') && (
        <label className={labelClass}>
          To
          <Input type="date" value={value.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
        </label>
      )}
    </div>
  );
}
