import { videoPosterUrl, videoProxyUrl } from '@common/rules/video-proxy-url';
import { showsWatermark } from '@common/rules/watermark';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useVideoDetails } from '../api/get-video-details';
import { WatermarkOverlay } from './watermark-overlay';

export const SHOWCASE_COPY = { fallbackTitle: 'Preview Coming Soon', fallbackText: 'Video processing in progress' } as const;

type ShowcasePlayerProps = {
  videoId: string;
  title?: string;
  /** Force the watermark whatever the creator's plan (spec "Watermark inputs"). */
  showWatermark?: boolean;
  className?: string;
};

/**
 * The video showcase player (spec section 4): loading, then playing; a video error shows the
 * fallback. When the details call fails, loading still ends and the plan stays free.
 */
export function ShowcasePlayer({ videoId, title, showWatermark = false, className }: ShowcasePlayerProps) {
  const details = useVideoDetails(videoId);
  const [phase, setPhase] = useState<'loading' | 'playing' | 'error'>('loading');
  const plan = details.data?.creatorPlan ?? 'free';
  const waitingForDetails = details.isPending;

  if (phase === 'error') {
    return (
      <div
        role="status"
        className={cn('flex aspect-video flex-col items-center justify-center gap-1 rounded-card bg-surface-muted p-6 text-center', className)}
      >
        <p className="font-semibold text-ink">{SHOWCASE_COPY.fallbackTitle}</p>
        <p className="text-sm text-ink-muted">{SHOWCASE_COPY.fallbackText}</p>
      </div>
    );
  }
  return (
    <div className={cn('relative overflow-hidden rounded-card bg-black', className)}>
      <video
        src={videoProxyUrl(videoId)}
        poster={videoPosterUrl(videoId)}
        title={title}
        autoPlay
        loop
        muted
        playsInline
        preload="metadata"
        onLoadedData={() => setPhase('playing')}
        onError={() => setPhase('error')}
        className="h-full w-full object-contain"
        data-testid="showcase-video"
      />
      {(phase === 'loading' || waitingForDetails) && (
        <div role="status" className="absolute inset-0 flex items-center justify-center bg-black/40">
          <Spinner />
          <span className="sr-only">Loading video</span>
        </div>
      )}
      {showsWatermark(plan, showWatermark) && <WatermarkOverlay />}
    </div>
  );
}
