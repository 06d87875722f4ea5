import type { PerformanceGroup, VideoPerformance } from '@common/contracts/performance';
import { Link } from 'wouter';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { PERFORMANCE_COPY as COPY } from '@/content/insights-copy';
import { cn } from '@/lib/cn';

const percent = (value: number | null) => (value === null ? COPY.none : `${Math.round(value)}%`);

function VideoCell({ video, isOriginal, isWinner }: { video: VideoPerformance; isOriginal: boolean; isWinner: boolean }) {
  return (
    <TableHeaderCell scope="row" className="py-3 pr-4">
      <span className="flex items-center gap-3">
        {video.posterUrl ? (
          <img src={video.posterUrl} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-control bg-surface-muted object-cover" />
        ) : null}
        <span className="grid gap-0.5">
          <Link href={`/animation/${encodeURIComponent(video.id)}`} className="font-semibold break-words text-ink underline-offset-2 hover:underline">
            {video.title}
          </Link>
          <span className="text-xs text-ink-muted">
            {isOriginal ? COPY.original : COPY.variant} · {video.aspectRatio} · {video.visualStyle}
            {isWinner ? (
              <span data-testid="winner-badge" className="ml-2 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                {COPY.winner}
              </span>
            ) : null}
          </span>
          <Link href={`/thumbnails?video=${encodeURIComponent(video.id)}`} className="text-xs font-semibold text-primary hover:underline">
            {COPY.thumbnailLink}
          </Link>
        </span>
      </span>
    </TableHeaderCell>
  );
}

/** One original with its variants, side by side in one table; the winner is named in words, not only marked by colour. */
export function PerformanceTable({ group }: { group: PerformanceGroup }) {
  const original = group.videos.find((v) => v.id === group.originalId) ?? group.videos[0]!;
  const compared = group.videos.length > 1;
  const headingId = `performance-${group.originalId}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-card border border-border bg-surface p-5 shadow-card">
      <header className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold break-words text-ink">
          {original.title}
        </h2>
        {compared ? (
          <p className="text-sm text-ink-muted">{`${COPY.variantsHeading(group.videos.length)}. ${group.winnerId ? COPY.winnerNote : COPY.noWinner}`}</p>
        ) : null}
      </header>
      <div className="overflow-x-auto">
        <Table className="min-w-lg">
          <TableHead caps className="tracking-wide">
            <tr>
              <TableHeaderCell className="pr-4">{COPY.columns.video}</TableHeaderCell>
              <TableHeaderCell numeric className="pr-4">
                {COPY.columns.views}
              </TableHeaderCell>
              <TableHeaderCell numeric className="pr-4">
                {COPY.columns.plays}
              </TableHeaderCell>
              <TableHeaderCell numeric className="pr-4">
                {COPY.columns.watch}
              </TableHeaderCell>
              <TableHeaderCell numeric className="pr-0">
                {COPY.columns.completion}
              </TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {group.videos.map((video) => (
              <TableRow key={video.id} data-testid="performance-row" className={cn(video.id === group.winnerId && 'bg-success-soft/40')}>
                <VideoCell video={video} isOriginal={video.id === group.originalId} isWinner={video.id === group.winnerId} />
                <TableCell numeric className="py-3 pr-4" data-testid="views">
                  {video.views}
                </TableCell>
                <TableCell numeric className="py-3 pr-4">
                  {video.plays}
                </TableCell>
                <TableCell numeric className="py-3 pr-4">
                  {percent(video.averageWatchPercent)}
                </TableCell>
                <TableCell numeric className="py-3 pr-0">
                  {percent(video.completionRate)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {group.videos.every((v) => v.plays === 0) ? <p className="text-sm text-ink-muted">{COPY.noPlaysNote}</p> : null}
    </section>
  );
}
