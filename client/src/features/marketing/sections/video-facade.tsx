import { PlayIcon } from '@/components/ui/icons';
import { OPT_IN_COPY } from '@/content/opt-in-copy';

/**
 * The showcase video's stand-in at its exact 9:16 size, showing the video's poster (the
 * `video-facade` style in index.css): the player, its data call and its contracts load only when
 * the visitor asks for the video, not with the page.
 */
export function VideoFacade({ onPlay, busy = false }: { onPlay?: () => void; busy?: boolean }) {
  return (
    <button type="button" onClick={onPlay} disabled={busy} aria-busy={busy} className="video-facade">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-white/15">
        <PlayIcon className="size-8 translate-x-0.5" />
      </span>
      <span className="font-bold">{OPT_IN_COPY.watchVideo}</span>
      <span className="text-sm text-brand-100">{OPT_IN_COPY.watchVideoHint}</span>
    </button>
  );
}
