import { VIDEO_SORTS, type VideoSort } from '@common/contracts/studio';
import { ASPECT_RATIO_IDS } from '@common/catalog/aspect-ratios';
import { VISUAL_STYLE_IDS } from '@common/catalog/visual-styles';
import type { AspectRatio, VisualStyle } from '@common/contracts/video';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { BRAND } from '@/content/brand';
import { LIBRARY_COPY } from '@/content/studio-copy';
import { useVideoList } from '../api/list-videos';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { LIBRARY_GRID, LibraryCard, POSTER_FRAME } from '../components/library-card';
import { hasFilters, LibraryFiltersBar, type LibraryFilters } from '../components/library-filters';
import { CreatorOnly } from '../components/creator-only';
import { EmptyState, EmptyStateLink, LoadError, LoadMore } from '@/components/ui/list-states';

export const SEARCH_DEBOUNCE_MS = 300;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined => values.find((v) => v === raw);

function readFilters(params: URLSearchParams): LibraryFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    visualStyle: oneOf<VisualStyle>(VISUAL_STYLE_IDS, params.get('style')),
    aspectRatio: oneOf<AspectRatio>(ASPECT_RATIO_IDS, params.get('aspect')),
    sort: oneOf<VideoSort>(VIDEO_SORTS, params.get('sort')) ?? 'newest',
  };
}

function writeFilters(filters: LibraryFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.q) out.q = filters.q;
  if (filters.visualStyle) out.style = filters.visualStyle;
  if (filters.aspectRatio) out.aspect = filters.aspectRatio;
  if (filters.sort !== 'newest') out.sort = filters.sort;
  return out;
}

function LibrarySkeleton() {
  return (
    <ul role="status" aria-label={LIBRARY_COPY.loading} className={LIBRARY_GRID}>
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} aria-hidden="true" className="flex flex-col rounded-card border border-border bg-surface">
          <div className={`${POSTER_FRAME} animate-pulse`} />
          <div className="flex h-[4.75rem] flex-col gap-2 p-3">
            <div className="h-4 w-3/4 animate-pulse rounded bg-surface-muted" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-surface-muted" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /video-library: the creator's finished videos, searchable, filterable and sorted, a page at a time. */
export default function VideoLibraryPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <title>{`${LIBRARY_COPY.title} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{LIBRARY_COPY.title}</h1>
      <p className="mt-2 mb-6 text-ink-muted">{LIBRARY_COPY.intro}</p>
      <CreatorOnly signedOutText={LIBRARY_COPY.signedOut} signInLabel={LIBRARY_COPY.signIn}>
        <Library />
      </CreatorOnly>
    </section>
  );
}

function Library() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const update = (next: LibraryFilters) => setParams(writeFilters(next), { replace: true });

  // The box answers every key; the URL (and the query) follow once typing pauses.
  const [search, setSearch] = useState(filters.q);
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== filters.q) update({ ...filters, q: settled });
    // only a settled search writes the URL; the filters are read fresh when it does
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const clear = () => {
    setSearch('');
    update({ q: '', sort: filters.sort });
  };

  const list = useVideoList({
    status: 'completed',
    q: filters.q || undefined,
    visualStyle: filters.visualStyle,
    aspectRatio: filters.aspectRatio,
    sort: filters.sort,
  });
  const videos = list.data?.pages.flatMap((page) => page.videos) ?? [];

  let body;
  if (list.isPending) body = <LibrarySkeleton />;
  else if (list.isError && videos.length === 0)
    body = <LoadError message={LIBRARY_COPY.loadFailed} detail={list.error.message} retryLabel={LIBRARY_COPY.tryAgain} onRetry={() => void list.refetch()} />;
  else if (videos.length === 0)
    body = hasFilters(filters) ? (
      <EmptyState
        title={LIBRARY_COPY.noResultsTitle}
        text={LIBRARY_COPY.noResultsText}
        action={
          <Button variant="secondary" onClick={clear}>
            {LIBRARY_COPY.clearFilters}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={LIBRARY_COPY.emptyTitle}
        text={LIBRARY_COPY.emptyText}
        action={<EmptyStateLink href="/video-maker">{LIBRARY_COPY.emptyAction}</EmptyStateLink>}
      />
    );
  else
    body = (
      <>
        <p className="sr-only" role="status">
          {LIBRARY_COPY.count(videos.length, list.hasNextPage)}
        </p>
        <ul className={LIBRARY_GRID}>
          {videos.map((video) => (
            <LibraryCard key={video.id} video={video} />
          ))}
        </ul>
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label={LIBRARY_COPY.loadMore}
          loadingLabel={LIBRARY_COPY.loadingMore}
        />
      </>
    );

  return (
    <>
      <LibraryFiltersBar search={search} onSearch={setSearch} filters={filters} onChange={(patch) => update({ ...filters, ...patch })} onClear={clear} />
      {body}
    </>
  );
}
