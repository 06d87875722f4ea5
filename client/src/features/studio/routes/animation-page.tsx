import { renderCostCredits } from '@common/catalog/plans';
import { VOICES } from '@common/catalog/voices';
import { PLATFORM_PRESETS } from '@common/catalog/platform-presets';
import type { StudioVideo } from '@common/contracts/studio';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { ANIMATION_COPY as COPY } from '@/content/studio-copy';
import { isApiError } from '@/lib/api-client';
import { StockCredits } from '@/features/stock-media';
import { useStudioVideo } from '../api/get-video';
import { useRetryRender } from '../hooks/use-retry-render';
import { formatDate } from '@/lib/format-date';
import { ASPECT_LABELS, providerLabel, styleName, voiceEngineLabel } from '../lib/video-labels';
import { DeleteVideoDialog } from '../components/delete-video-dialog';
import { PaywallDialog, type PaywallState } from '../components/paywall-dialog';
import { RenameDialog } from '../components/rename-dialog';
import { RenderAnimation } from '../components/render-animation';
import { ShareDialog } from '../components/share-dialog';
import { StatusBadge } from '../components/status-badge';
import { StudioPlayer } from '../components/studio-player';
import { VariantDialog } from '../components/variant-dialog';
import { CaptionDownloads } from '../components/caption-downloads';
import { QualityReport } from '../components/quality-report';
import { StoryboardSection } from '../components/storyboard';
import { VersionNote } from '../components/version-note';

function VideoFacts({ video }: { video: StudioVideo }) {
  const stockIds = (video.scenes ?? []).flatMap((scene) => (scene.media?.source === 'stock' ? [scene.media.id] : []));
  const facts: [string, ReactNode][] = [
    ['Style', styleName(video.visualStyle)],
    ['Format', ASPECT_LABELS[video.aspectRatio]],
    ['Made for', video.platformPreset ? PLATFORM_PRESETS[video.platformPreset].name : 'Any platform'],
    ['Delivered', video.output ? `${video.output.width}×${video.output.height}, ${video.output.fps} fps` : '720p'],
    ['Length', `${video.durationSeconds} s`],
    ['Made by', providerLabel(video)],
    [
      'Voice',
      video.voice?.recordingId
        ? 'Your own voice'
        : video.voice
          ? `${VOICES[video.voice.voiceId].name}, ${video.voice.speed}×${video.engines.voice ? ` · ${voiceEngineLabel(video.engines.voice)}` : ''}`
          : 'No voice',
    ],
    ['Cost', `${video.costCredits} ${video.costCredits === 1 ? 'credit' : 'credits'}`],
    ['Created', formatDate(video.createdAt)],
  ];
  if (stockIds.length) facts.push(['Stock footage', <StockCredits ids={stockIds} />]);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-ink-subtle">{term}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FailedVideo({ video }: { video: StudioVideo }) {
  const retry = useRetryRender();
  return (
    <section role="alert" className="grid gap-3 rounded-card border border-danger/30 bg-danger-soft p-5">
      <h2 className="text-lg font-semibold text-ink">{COPY.failedTitle}</h2>
      {video.error ? <p className="text-sm text-ink">{video.error}</p> : null}
      <p className="text-sm text-ink-muted">{COPY.refunded(video.costCredits)}</p>
      <Button className="justify-self-start" onClick={() => retry.start(video)} disabled={retry.pendingId === video.id}>
        {COPY.retry(renderCostCredits({ durationSeconds: video.durationSeconds }))}
      </Button>
      <PaywallDialog state={retry.paywall} onClose={retry.closePaywall} />
    </section>
  );
}

/** A failed render keeps its report when a quality check failed it: the check that failed, with its value. */
function FailedVideoPage({ video }: { video: StudioVideo }) {
  return (
    <div className="grid gap-6">
      <FailedVideo video={video} />
      {video.qualityReport ? <QualityReport report={video.qualityReport} /> : null}
    </div>
  );
}

function FinishedVideo({ video, onPaywall }: { video: StudioVideo; onPaywall(state: PaywallState): void }) {
  const [showSafeZones, setShowSafeZones] = useState(false);
  const preset = video.platformPreset;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr]">
      <div className="grid content-start gap-2">
        <StudioPlayer
          safeZones={showSafeZones ? preset : null}
          src={video.videoUrl!}
          poster={video.posterUrl}
          title={video.title}
          aspectRatio={video.aspectRatio}
          watermark={video.watermark}
          className="w-full max-w-sm"
          beacon={{ videoId: video.id }}
          captionsUrl={video.captionsUrls?.vtt}
        />
        {preset ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              // pressed: the platform's colour of a chosen option, as the scene pickers show it
              className="justify-self-center aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary-strong"
              aria-pressed={showSafeZones}
              aria-describedby={showSafeZones ? 'safe-zones-legend' : undefined}
              onClick={() => setShowSafeZones((on) => !on)}
            >
              {COPY.safeZones(PLATFORM_PRESETS[preset].name)}
            </Button>
            {showSafeZones ? (
              <p id="safe-zones-legend" className="max-w-sm text-center text-xs text-ink-muted">
                {COPY.safeZonesLegend(PLATFORM_PRESETS[preset].name)}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="grid content-start gap-5">
        <VideoFacts video={video} />
        <p className="text-sm text-ink-muted" data-testid="licence-note">
          {video.watermark ? COPY.watermarkNote : COPY.licenceNote}
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={video.downloadUrl!} download className={buttonClasses()}>
            {video.watermark ? COPY.downloadWatermarked : COPY.download}
          </a>
          {video.packageUrl ? (
            <a href={video.packageUrl} download className={buttonClasses({ variant: 'secondary' })} aria-describedby="package-hint">
              {COPY.downloadPackage}
            </a>
          ) : null}
          {video.captionsUrls ? <CaptionDownloads urls={video.captionsUrls} title={video.title} /> : null}
          <ShareDialog video={video} />
          <VariantDialog video={video} onPaywall={onPaywall} />
          <RenameDialog video={video} />
          <DeleteVideoDialog video={video} />
        </div>
        {video.packageUrl ? (
          <p id="package-hint" className="text-xs text-ink-muted">
            {COPY.packageHint}
          </p>
        ) : null}
      </div>
      <div className="md:col-span-2">
        <StoryboardSection video={video} onPaywall={onPaywall} />
      </div>
      <div className="md:col-span-2">
        <QualityReport report={video.qualityReport} />
      </div>
    </div>
  );
}

/** /animation/{id}: the render animation while the job runs, then the player, what to do with the video and its storyboard. */
export default function AnimationPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: video, error, isLoading, refetch } = useStudioVideo(id);
  const [paywall, setPaywall] = useState<PaywallState>(null);

  if (isLoading) return <CenteredSpinner label="Loading your video…" />;
  if (!video) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
        <h1 className="text-title font-bold text-ink">{missing ? COPY.notFoundTitle : 'Could not load this video'}</h1>
        <p className="text-ink-muted">{missing ? COPY.notFoundText : error?.message}</p>
        <div className="flex justify-center gap-2">
          {missing ? null : <Button onClick={() => void refetch()}>Try again</Button>}
          <Link href="/video-library" className={buttonClasses({ variant: 'secondary' })}>
            {COPY.backToLibrary}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-title font-bold break-words text-ink">{video.title}</h1>
          <StatusBadge status={video.status} />
        </div>
        <VersionNote video={video} />
        {video.variantOfId ? (
          <p className="text-sm text-ink-muted">
            {COPY.variantOf}{' '}
            <Link href={`/animation/${video.variantOfId}`} className="font-medium text-primary-strong underline">
              {COPY.original}
            </Link>
          </p>
        ) : null}
      </header>
      {video.status === 'completed' && video.videoUrl ? (
        <FinishedVideo video={video} onPaywall={setPaywall} />
      ) : video.status === 'failed' ? (
        <FailedVideoPage video={video} />
      ) : (
        <RenderAnimation video={video} />
      )}
      <Link href="/video-maker" className={buttonClasses({ variant: 'ghost', className: 'justify-self-start' })}>
        {COPY.newVideo}
      </Link>
      <PaywallDialog state={paywall} onClose={() => setPaywall(null)} />
    </div>
  );
}
