import { PlayIcon } from '@/components/ui/icons';
import { DEMO_COPY } from '@/content/landing-copy';

/** The spec's fallback for a showcase slot with no playable video, at the 9:16 size the video takes. */
export function VideoPlaceholder() {
  return (
    <div className="flex aspect-[9/16] w-full flex-col items-center justify-center gap-2 rounded-card bg-linear-to-br from-brand-900 to-accent p-4 text-center text-white">
      <PlayIcon className="size-10 opacity-80" />
      <p className="font-bold">{DEMO_COPY.fallbackTitle}</p>
      <p className="text-sm text-brand-100">{DEMO_COPY.fallbackText}</p>
    </div>
  );
}
