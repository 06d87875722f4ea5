import { RENDER_STATUSES, type RenderStatus } from '@common/contracts/video';
import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { HISTORY_COPY } from '@/content/studio-copy';
import { useVideoList } from '../api/list-videos';
import { useRetryRender } from '../hooks/use-retry-render';
import { useWideScreen } from '@/hooks/use-wide-screen';
import { STATUS_LABELS } from '../lib/video-labels';
import { GenerationCards, GenerationTable } from './generation-rows';
import { EmptyState, EmptyStateLink, LoadError, LoadingBlocks, LoadMore } from '@/components/ui/list-states';
import { PaywallDialog } from './paywall-dialog';
import { panelProps, TabBar, type TabOption } from '@/components/ui/tab-bar';

type StatusFilter = RenderStatus | 'all';
const STATUS_OPTIONS: TabOption<StatusFilter>[] = [
  { value: 'all', label: HISTORY_COPY.allStatuses },
  ...RENDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];
const isStatus = (value: string | null): value is RenderStatus => RENDER_STATUSES.some((s) => s === value);

/** Every generation of the creator's, any status, newest first; running ones refresh themselves. */
export function GenerationHistory() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: StatusFilter = isStatus(raw) ? raw : 'all';
  const setStatus = (next: StatusFilter) =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next === 'all') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );

  const list = useVideoList({ status: status === 'all' ? undefined : status, sort: 'newest' }, { pollWhileRunning: true });
  const retry = useRetryRender();
  const wide = useWideScreen();
  const videos = list.data?.pages.flatMap((page) => page.videos) ?? [];

  let body;
  if (list.isPending) body = <LoadingBlocks label={HISTORY_COPY.loading} count={5} className="flex flex-col gap-2" blockClassName="h-14" />;
  else if (list.isError && videos.length === 0)
    body = <LoadError message={HISTORY_COPY.loadFailed} detail={list.error.message} retryLabel={HISTORY_COPY.tryAgain} onRetry={() => void list.refetch()} />;
  else if (videos.length === 0)
    body =
      status === 'all' ? (
        <EmptyState
          title={HISTORY_COPY.emptyTitle}
          text={HISTORY_COPY.emptyText}
          action={<EmptyStateLink href="/video-maker">{HISTORY_COPY.emptyAction}</EmptyStateLink>}
        />
      ) : (
        <EmptyState
          title={HISTORY_COPY.noMatchTitle}
          action={
            <Button variant="secondary" onClick={() => setStatus('all')}>
              {HISTORY_COPY.showAll}
            </Button>
          }
        />
      );
  else {
    const Rows = wide ? GenerationTable : GenerationCards;
    body = (
      <>
        <Rows videos={videos} onRetry={retry.start} retryingId={retry.pendingId} />
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label={HISTORY_COPY.loadMore}
          loadingLabel={HISTORY_COPY.loadingMore}
        />
      </>
    );
  }

  return (
    <>
      <TabBar label={HISTORY_COPY.statusLabel} idPrefix="history-status" options={STATUS_OPTIONS} value={status} onChange={setStatus} className="mb-4" />
      <div {...panelProps('history-status', status)}>{body}</div>
      <PaywallDialog state={retry.paywall} onClose={retry.closePaywall} />
    </>
  );
}
