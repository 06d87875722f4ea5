import type { AspectRatio } from '@common/contracts/video';
import { useRef } from 'react';
import { usePlayerBeacons, type BeaconTarget } from '@/features/performance';
import { WatermarkOverlay } from '@/features/showcase';
import { cn } from '@/lib/cn';
import { ASPECT_CLASSES } from '../lib/video-labels';
import type { PlatformPresetId } from '@common/catalog/platform-presets';
import { SafeZoneOverlay } from './safe-zone-overlay';

type StudioPlayerProps = {
  src: string;
  poster: string | null;
  title: string;
  aspectRatio: AspectRatio;
  watermark: boolean;
  className?: string;
  autoPlay?: boolean;
  /** Report plays to performance (the server leaves out the owner's own and bots'). */
  beacon?: BeaconTarget;
  /** WebVTT captions of a voiced video, offered as the player's text track. */
  captionsUrl?: string | null;
  /** Shade this platform's safe-zone margins over the picture (the video page's toggle). */
  safeZones?: PlatformPresetId | null;
};

/** A finished video with controls and its poster, in its own aspect box; free and trial videos carry the watermark overlay. */
export function StudioPlayer({ src, poster, title, aspectRatio, watermark, className, autoPlay = false, beacon, captionsUrl, safeZones }: StudioPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  usePlayerBeacons(video, beacon);
  return (
    <div className={cn('relative mx-auto overflow-hidden rounded-card bg-black shadow-card', ASPECT_CLASSES[aspectRatio], className)}>
      <video
        ref={video}
        data-testid="studio-video"
        src={src}
        poster={poster ?? undefined}
        controls
        playsInline
        autoPlay={autoPlay}
        muted={autoPlay}
        loop
        preload="metadata"
        aria-label={title}
        className="size-full object-contain"
      >
        {/* the words are already burned into the picture; the track is for screen readers, search and players that restyle captions */}
        {captionsUrl ? <track kind="captions" src={captionsUrl} label="Captions" /> : null}
      </video>
      {safeZones ? <SafeZoneOverlay presetId={safeZones} /> : null}
      {watermark ? <WatermarkOverlay at="top" /> : null}
    </div>
  );
}
