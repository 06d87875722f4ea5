import type { StudioVideo } from '@common/contracts/studio';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { HISTORY_COPY } from '@/content/studio-copy';
import { formatDate } from '@/lib/format-date';
import { providerLabel } from '../lib/video-labels';
import { StatusBadge } from './status-badge';

export type GenerationRowsProps = {
  videos: StudioVideo[];
  onRetry(video: StudioVideo): void;
  /** The video whose retry is on its way. */
  retryingId: string | null;
};

const columns = HISTORY_COPY.columns;

function TitleLink({ video }: { video: StudioVideo }) {
  return (
    <Link href={`/animation/${encodeURIComponent(video.id)}`} className="font-semibold text-ink underline-offset-2 hover:text-primary hover:underline">
      {video.title}
    </Link>
  );
}

/** A small still of the finished video beside its title (decorative: the title names it); an empty box of the same size until it has one, so the rows line up. */
function PosterThumb({ video }: { video: StudioVideo }) {
  return (
    <span className="size-10 shrink-0 overflow-hidden rounded bg-surface-muted">
      {video.posterUrl ? (
        <img
          src={video.posterUrl}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          data-testid="video-poster"
          className="size-full object-cover"
        />
      ) : null}
    </span>
  );
}

function RetryButton({ video, onRetry, retryingId }: { video: StudioVideo } & Omit<GenerationRowsProps, 'videos'>) {
  if (video.status !== 'failed') return null;
  const busy = retryingId === video.id;
  return (
    <Button size="sm" variant="secondary" onClick={() => onRetry(video)} disabled={retryingId !== null} aria-label={HISTORY_COPY.retryLabel(video.title)}>
      {busy ? HISTORY_COPY.retrying : HISTORY_COPY.retry}
    </Button>
  );
}

/** Wide screens: one row per generation. */
export function GenerationTable({ videos, ...actions }: GenerationRowsProps) {
  return (
    <Table>
      <TableHead caps>
        <tr>
          <TableHeaderCell>{columns.title}</TableHeaderCell>
          <TableHeaderCell className="px-3">{columns.status}</TableHeaderCell>
          <TableHeaderCell numeric className="px-3">
            {columns.cost}
          </TableHeaderCell>
          <TableHeaderCell className="px-3">{columns.provider}</TableHeaderCell>
          <TableHeaderCell className="px-3">{columns.created}</TableHeaderCell>
          <TableHeaderCell className="pr-0 pl-3">
            <span className="sr-only">{columns.actions}</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {videos.map((video) => (
          <TableRow key={video.id} data-testid="generation">
            <TableCell className="max-w-xs py-3">
              <span className="flex items-center gap-3">
                <PosterThumb video={video} />
                <span className="min-w-0 truncate">
                  <TitleLink video={video} />
                </span>
              </span>
            </TableCell>
            <TableCell className="px-3 py-3">
              <StatusBadge status={video.status} />
            </TableCell>
            <TableCell numeric className="px-3 py-3 whitespace-nowrap">
              {HISTORY_COPY.cost(video.costCredits)}
            </TableCell>
            <TableCell className="px-3 py-3 text-ink-muted">{providerLabel(video)}</TableCell>
            <TableCell className="px-3 py-3 whitespace-nowrap text-ink-muted">
              <time dateTime={video.createdAt}>{formatDate(video.createdAt)}</time>
            </TableCell>
            <TableCell className="py-3 pr-0 pl-3 text-right">
              <RetryButton video={video} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Narrow screens: one card per generation, the same facts stacked. */
export function GenerationCards({ videos, ...actions }: GenerationRowsProps) {
  return (
    <ul className="flex flex-col gap-3">
      {videos.map((video) => (
        <li key={video.id} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4" data-testid="generation">
          <div className="flex items-start justify-between gap-3">
            <span className="flex min-w-0 items-center gap-3">
              <PosterThumb video={video} />
              <span className="min-w-0 break-words">
                <TitleLink video={video} />
              </span>
            </span>
            <StatusBadge status={video.status} className="shrink-0" />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-muted">{columns.cost}</dt>
            <dd className="tabular-nums">{HISTORY_COPY.cost(video.costCredits)}</dd>
            <dt className="text-ink-muted">{columns.provider}</dt>
            <dd>{providerLabel(video)}</dd>
            <dt className="text-ink-muted">{columns.created}</dt>
            <dd>
              <time dateTime={video.createdAt}>{formatDate(video.createdAt)}</time>
            </dd>
          </dl>
          <div className="flex justify-end empty:hidden">
            <RetryButton video={video} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
