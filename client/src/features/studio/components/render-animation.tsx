import type { StudioVideo } from '@common/contracts/studio';
import { useEffect, useState } from 'react';
import { ANIMATION_COPY as COPY } from '@/content/studio-copy';
import { cn } from '@/lib/cn';
import { RENDER_STAGES, formatElapsed, stageIndex } from '../lib/render-stage';
import { ASPECT_CLASSES } from '../lib/video-labels';

function useElapsed(since: string): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return formatElapsed(now - new Date(since).getTime());
}

/** The video render animation: progress, the named stages, and the time elapsed while the job runs. */
export function RenderAnimation({ video }: { video: StudioVideo }) {
  const elapsed = useElapsed(video.createdAt);
  const current = stageIndex(video.status, video.progress);
  return (
    <section aria-labelledby="render-heading" className="grid gap-6 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-center">
      <div
        className={cn(
          'relative mx-auto w-full max-w-64 overflow-hidden rounded-card bg-linear-to-br from-brand-700 via-brand-600 to-accent shadow-glow',
          ASPECT_CLASSES[video.aspectRatio],
        )}
        aria-hidden="true"
      >
        <div className="absolute inset-0 animate-pulse bg-[radial-gradient(circle_at_30%_20%,rgba(255,255,255,0.35),transparent_60%)] motion-reduce:animate-none" />
        <div className="absolute inset-x-4 bottom-4 h-1.5 overflow-hidden rounded-full bg-white/25">
          <div className="h-full rounded-full bg-white transition-[width] duration-700" style={{ width: `${video.progress}%` }} />
        </div>
        <span className="absolute inset-0 flex items-center justify-center text-5xl font-bold text-white/90">{video.progress}%</span>
      </div>
      <div className="grid gap-4">
        <h2 id="render-heading" className="text-lg font-semibold text-ink">
          {video.status === 'queued' ? COPY.queuedTitle : COPY.renderingTitle}
        </h2>
        {video.status === 'queued' && video.queuePosition ? (
          <p role="status" data-testid="queue-position" className="text-sm text-ink-muted">
            {COPY.queuePlace(video.queuePosition)}
          </p>
        ) : null}
        <div
          role="progressbar"
          aria-label="Render progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={video.progress}
          aria-valuetext={`${COPY.progress(video.progress)}, ${RENDER_STAGES[current]!.name}`}
          className="h-2 overflow-hidden rounded-full bg-surface-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width] duration-700" style={{ width: `${video.progress}%` }} />
        </div>
        <div className="flex justify-between text-sm text-ink-muted">
          <span>{COPY.progress(video.progress)}</span>
          <span data-testid="render-elapsed">{COPY.elapsed(elapsed)}</span>
        </div>
        <ol className="grid gap-2" aria-label="Render stages">
          {RENDER_STAGES.map((stage, i) => (
            <li
              key={stage.name}
              aria-current={i === current ? 'step' : undefined}
              className={cn('flex items-center gap-2 text-sm', i < current ? 'text-success' : i === current ? 'font-semibold text-ink' : 'text-ink-subtle')}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-5 items-center justify-center rounded-full text-xs',
                  i < current ? 'bg-success-soft' : i === current ? 'bg-primary text-on-primary' : 'bg-surface-muted',
                )}
              >
                {i < current ? '✓' : i + 1}
              </span>
              {stage.name}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
