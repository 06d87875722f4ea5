import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { SHARE_PAGE_COPY as COPY } from '@/content/studio-copy';
import { useSharedVideo } from '../api/get-shared-video';
import { ASPECT_LABELS, styleName } from '../lib/video-labels';
import { CaptionDownloads } from './caption-downloads';
import { StudioPlayer } from './studio-player';

/** One shared video, read-only: its title and player (watermark by the creator's plan), nothing else of theirs. */
export function SharedVideoView({ token, readOnlyNote = false }: { token: string; readOnlyNote?: boolean }) {
  const { data: video, isLoading, error } = useSharedVideo(token);
  if (isLoading) return <CenteredSpinner label={COPY.loading} />;
  if (!video) {
    // the creator deleted their account (410 SHARE_REMOVED): say so, rather than "never existed"
    const removed = (error as { code?: string } | null)?.code === 'SHARE_REMOVED';
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
        <h1 className="text-title font-bold text-ink">{removed ? COPY.removedTitle : COPY.goneTitle}</h1>
        <p className="text-ink-muted">{removed ? COPY.removedText : COPY.goneText}</p>
        <Link href="/" className={buttonClasses({ variant: 'secondary', className: 'justify-self-center' })}>
          Go to the home page
        </Link>
      </div>
    );
  }
  return (
    <article className="mx-auto grid max-w-3xl gap-5 px-4 py-8 sm:px-6">
      {readOnlyNote ? (
        <p role="note" className="rounded-control bg-primary-soft px-3 py-2 text-sm text-primary-strong">
          {COPY.readOnly}
        </p>
      ) : null}
      <header className="grid gap-1 text-center">
        <h1 className="text-title font-bold break-words text-ink">{video.title}</h1>
        <p className="text-sm text-ink-muted">
          {styleName(video.visualStyle)} · {ASPECT_LABELS[video.aspectRatio]} · {video.durationSeconds} s
        </p>
      </header>
      <StudioPlayer
        src={video.videoUrl}
        poster={video.posterUrl}
        title={video.title}
        aspectRatio={video.aspectRatio}
        watermark={video.watermark}
        className="w-full max-w-sm"
        beacon={{ shareToken: token }}
        captionsUrl={video.captionsUrl}
      />
      {video.captionsUrls ? <CaptionDownloads urls={video.captionsUrls} title={video.title} className="flex flex-wrap justify-center gap-2" /> : null}
      <div className="grid justify-items-center gap-2 text-center">
        <p className="text-sm text-ink-muted">{COPY.madeWith}</p>
        <Link href="/auth?mode=signup" className={buttonClasses({ size: 'lg' })}>
          {COPY.cta}
        </Link>
      </div>
    </article>
  );
}
