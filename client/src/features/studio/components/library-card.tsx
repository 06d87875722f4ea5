import type { StudioVideo } from '@common/contracts/studio';
import { VISUAL_STYLES } from '@common/catalog/visual-styles';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { ASPECT_CLASSES, ASPECT_LABELS, styleName } from '../lib/video-labels';

/** Every card's poster frame has this one size, whatever the video's shape, so the grid never shifts. */
export const POSTER_FRAME = 'flex aspect-square w-full items-center justify-center overflow-hidden rounded-t-card bg-surface-muted';

/**
 * The video's own box inside the frame: the style's icon under the video's poster (a still of the
 * video with its ratio, fetched as the card nears the viewport). Decorative: the card's title
 * names the video.
 */
function Poster({ video }: { video: StudioVideo }) {
  const icon = VISUAL_STYLES[video.visualStyle].icon;
  return (
    <div className={POSTER_FRAME}>
      <div
        className={cn(
          'relative flex items-center justify-center bg-ink/90',
          ASPECT_CLASSES[video.aspectRatio],
          video.aspectRatio === '16:9' ? 'w-full' : 'h-full',
        )}
      >
        <span aria-hidden="true" className="text-4xl">
          {icon}
        </span>
        {video.posterUrl ? (
          <img src={video.posterUrl} alt="" loading="lazy" decoding="async" data-testid="video-poster" className="absolute inset-0 size-full object-cover" />
        ) : null}
      </div>
    </div>
  );
}

/** One finished video of the library; the whole card opens it. */
export function LibraryCard({ video }: { video: StudioVideo }) {
  return (
    <li
      className="relative flex flex-col rounded-card border border-border bg-surface shadow-xs transition-shadow focus-within:ring-2 focus-within:ring-primary hover:shadow-card"
      data-testid="library-card"
    >
      <Poster video={video} />
      <div className="flex flex-col gap-1 p-3">
        <h2 className="truncate text-sm font-semibold text-ink">
          <Link href={`/animation/${encodeURIComponent(video.id)}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {video.title}
          </Link>
        </h2>
        <p className="truncate text-xs text-ink-muted">
          {styleName(video.visualStyle)} · {ASPECT_LABELS[video.aspectRatio]}
        </p>
        <p className="text-xs text-ink-muted">
          <time dateTime={video.createdAt}>{formatDate(video.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}

export const LIBRARY_GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';
