import { VIDEO_SORTS, type VideoSort } from '@common/contracts/studio';
import { ASPECT_RATIO_IDS } from '@common/catalog/aspect-ratios';
import { VISUAL_STYLE_LIST } from '@common/catalog/visual-styles';
import type { AspectRatio, VisualStyle } from '@common/contracts/video';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LIBRARY_COPY } from '@/content/studio-copy';
import { ASPECT_LABELS } from '../lib/video-labels';

/** What the library shows, as the URL holds it (so a reload or a shared link keeps it). */
export type LibraryFilters = { q: string; visualStyle?: VisualStyle; aspectRatio?: AspectRatio; sort: VideoSort };

export function hasFilters(filters: LibraryFilters): boolean {
  return Boolean(filters.q || filters.visualStyle || filters.aspectRatio);
}

const ALL = 'all';

type FilterSelectProps<T extends string> = {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange(value: T): void;
};

function FilterSelect<T extends string>({ label, value, options, onChange }: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label id={id} className="text-xs font-semibold text-ink-muted">
        {label}
      </label>
      <Select value={value} onValueChange={(next) => onChange(next as T)}>
        <SelectTrigger aria-labelledby={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

const STYLE_OPTIONS = [{ value: ALL, label: LIBRARY_COPY.allStyles }, ...VISUAL_STYLE_LIST.map((s) => ({ value: s.id, label: s.name }))];
const ASPECT_OPTIONS = [{ value: ALL, label: LIBRARY_COPY.allAspects }, ...ASPECT_RATIO_IDS.map((r) => ({ value: r, label: ASPECT_LABELS[r] }))];
const SORT_OPTIONS = VIDEO_SORTS.map((s) => ({ value: s, label: LIBRARY_COPY.sorts[s] }));

type LibraryFiltersBarProps = {
  /** What the search box shows now (the URL follows it 300 ms after typing stops). */
  search: string;
  onSearch(text: string): void;
  filters: LibraryFilters;
  onChange(patch: Partial<LibraryFilters>): void;
  onClear(): void;
};

export function LibraryFiltersBar({ search, onSearch, filters, onChange, onClear }: LibraryFiltersBarProps) {
  const searchId = useId();
  return (
    <div role="search" className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
      <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="text-xs font-semibold text-ink-muted">
          {LIBRARY_COPY.searchLabel}
        </label>
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={LIBRARY_COPY.searchPlaceholder}
          maxLength={100}
        />
      </div>
      <FilterSelect
        label={LIBRARY_COPY.styleLabel}
        value={filters.visualStyle ?? ALL}
        options={STYLE_OPTIONS}
        onChange={(value) => onChange({ visualStyle: value === ALL ? undefined : (value as VisualStyle) })}
      />
      <FilterSelect
        label={LIBRARY_COPY.aspectLabel}
        value={filters.aspectRatio ?? ALL}
        options={ASPECT_OPTIONS}
        onChange={(value) => onChange({ aspectRatio: value === ALL ? undefined : (value as AspectRatio) })}
      />
      <FilterSelect label={LIBRARY_COPY.sortLabel} value={filters.sort} options={SORT_OPTIONS} onChange={(sort) => onChange({ sort })} />
      <Button variant="ghost" onClick={onClear} disabled={!hasFilters(filters) && !search} className="self-end">
        {LIBRARY_COPY.clearFilters}
      </Button>
    </div>
  );
}
