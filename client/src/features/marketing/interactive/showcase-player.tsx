import { useState } from 'react';
import { PlayIcon } from '@/components/ui/icons';
import { DEMO_COPY } from '@/content/landing-copy';

type ShowcasePlayerProps = { src?: string; title: string; width?: number; height?: number };

/**
 * A showcase video, lazy below the fold with explicit size. With no source yet (the showcase
 * settings come with the video engine) or on a video error it shows the spec's fallback.
 */
export function ShowcasePlayer({ src, title, width = 360, height = 640 }: ShowcasePlayerProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div style={{ aspectRatio: `${width} / ${height}` }} className="flex w-full flex-col items-center justify-center gap-2 rounded-card bg-linear-to-br from-brand-900 to-accent p-4 text-center text-white">
        <PlayIcon className="size-10 opacity-80" />
        <p className="font-bold">{DEMO_COPY.fallbackTitle}</p>
        <p className="text-sm text-brand-100">{DEMO_COPY.fallbackText}</p>
      </div>
    );
  }
  return (
    <video src={src} title={title} width={width} height={height} preload="none" muted loop playsInline controls onError={() => setFailed(true)} className="h-auto w-full rounded-card bg-ink" />
  );
}
