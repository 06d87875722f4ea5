import {
  THUMBNAIL_SIZES,
  THUMBNAIL_SIZE_IDS,
  THUMBNAIL_STYLES,
  THUMBNAIL_STYLE_IDS,
  THUMBNAIL_TITLE_MAX,
  thumbnailQuerySchema,
  type ThumbnailSize,
  type ThumbnailStyle,
} from '@common/contracts/thumbnails';
import type { StudioVideo } from '@common/contracts/studio';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { buttonClasses } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { EmptyState, EmptyStateLink, LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { BRAND } from '@/content/brand';
import { THUMBNAILS_COPY as COPY } from '@/content/insights-copy';
import { useAuth } from '@/features/auth';
import { SubscriptionGuard } from '@/features/billing';
import { useVideoList } from '@/features/studio';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { AUTH_PATH } from '@/lib/api-client';
import { thumbnailUrl } from '../api/thumbnail-url';

const STYLE_CHOICES = THUMBNAIL_STYLE_IDS.map((id) => ({ value: id, label: THUMBNAIL_STYLES[id].name }));
const SIZE_CHOICES = THUMBNAIL_SIZE_IDS.map((id) => ({ value: id, label: THUMBNAIL_SIZES[id].label }));
const PREVIEW_DELAY_MS = 400;
// The picture's settings, as the thumbnail call's query takes them; the form is never sent: the preview follows it.
const thumbnailFormSchema = thumbnailQuerySchema.omit({ download: true });

/** The frame picker: the real video, paused, moved by a slider (keyboard and pointer alike). */
function FrameScrubber({ video, at, onChange }: { video: StudioVideo; at: number; onChange(seconds: number): void }) {
  const element = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (element.current && Math.abs(element.current.currentTime - at) > 0.01) element.current.currentTime = at;
  }, [at, video.id]);
  const max = Math.max(0, video.durationSeconds - 0.1);
  return (
    <div className="grid gap-3">
      <div className="mx-auto w-full max-w-xs overflow-hidden rounded-card bg-black">
        <video
          ref={element}
          src={video.videoUrl ?? undefined}
          poster={video.posterUrl ?? undefined}
          muted
          playsInline
          preload="auto"
          aria-label={COPY.scrubberVideo}
          className="max-h-80 w-full object-contain"
        />
      </div>
      <FormField
        id="thumbnail-frame"
        label={COPY.frameLabel}
        labelEnd={
          <output htmlFor="thumbnail-frame" className="text-sm text-ink-muted tabular-nums">
            {COPY.frameAt(at)}
          </output>
        }
      >
        <input
          id="thumbnail-frame"
          type="range"
          min={0}
          max={max}
          step={0.1}
          value={at}
          onChange={(event) => onChange(Number(event.target.value))}
          className="w-full accent-primary"
        />
      </FormField>
    </div>
  );
}

function ThumbnailMaker({ videos }: { videos: StudioVideo[] }) {
  const [params, setParams] = useSearchParams();
  const chosen = videos.find((v) => v.id === params.get('video')) ?? videos[0]!;
  const form = useZodForm(thumbnailFormSchema, { defaultValues: { at: Math.min(1, chosen.durationSeconds / 2), title: '', style: 'bold', size: 'landscape' } });
  const { at, title, style, size } = form.watch() as { at: number; title: string; style: ThumbnailStyle; size: ThumbnailSize };
  const setAt = (seconds: number) => form.setValue('at', seconds);
  // the preview URL that failed to draw: a new URL tries again
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const query = { at, title: title.trim(), style, size };
  const previewUrl = useDebouncedValue(thumbnailUrl(chosen.id, query), PREVIEW_DELAY_MS);
  const exportUrl = `${thumbnailUrl(chosen.id, query)}&download=1`;
  const { width, height } = THUMBNAIL_SIZES[size];
  const failed = failedUrl === previewUrl;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Form form={form} className="grid content-start gap-6" onSubmit={() => undefined}>
        <FormField id="thumbnail-video" label={COPY.videoLabel}>
          <select
            id="thumbnail-video"
            value={chosen.id}
            onChange={(event) => {
              setParams({ video: event.target.value });
              setAt(0);
            }}
            className="h-11 rounded-control border border-border bg-surface px-3 text-ink"
          >
            {videos.map((video) => (
              <option key={video.id} value={video.id}>
                {video.title}
              </option>
            ))}
          </select>
        </FormField>
        <FrameScrubber video={chosen} at={at} onChange={setAt} />
        <FormField id="thumbnail-title" label={COPY.titleLabel}>
          <Input
            id="thumbnail-title"
            maxLength={THUMBNAIL_TITLE_MAX}
            placeholder={COPY.titlePlaceholder}
            aria-describedby="thumbnail-title-hint"
            {...form.register('title')}
          />
          <p id="thumbnail-title-hint" className="text-xs text-ink-muted">
            {COPY.titleHint}
          </p>
        </FormField>
        <ChoiceGroup<ThumbnailStyle>
          name="thumbnail-style"
          legend={COPY.styleLegend}
          value={style}
          choices={STYLE_CHOICES}
          onChange={(next) => form.setValue('style', next)}
          columns="grid-cols-2 sm:grid-cols-3"
        />
        <ChoiceGroup<ThumbnailSize>
          name="thumbnail-size"
          legend={COPY.sizeLegend}
          value={size}
          choices={SIZE_CHOICES}
          onChange={(next) => form.setValue('size', next)}
          columns="grid-cols-1 sm:grid-cols-2"
        />
      </Form>
      <section aria-labelledby="thumbnail-preview" className="grid content-start gap-4">
        <h2 id="thumbnail-preview" className="text-lg font-semibold text-ink">
          {COPY.previewHeading}
        </h2>
        <div className="grid justify-items-center rounded-card border border-border bg-surface-muted p-4">
          {failed ? (
            <p role="alert" className="text-sm text-danger">
              {COPY.previewError}
            </p>
          ) : (
            <img
              key={previewUrl}
              src={previewUrl}
              width={width}
              height={height}
              alt={COPY.previewAlt(title.trim())}
              onError={() => setFailedUrl(previewUrl)}
              data-testid="thumbnail-preview"
              className={size === 'portrait' ? 'h-auto max-h-120 w-auto' : 'h-auto w-full'}
            />
          )}
        </div>
        <a href={exportUrl} download className={buttonClasses({ size: 'lg', className: 'justify-self-start' })}>
          {`${COPY.export} (${width} × ${height})`}
        </a>
      </section>
    </div>
  );
}

function ThumbnailWorkspace() {
  const { data, isLoading, error, refetch } = useVideoList({ status: 'completed' });
  if (isLoading) return <LoadingBlocks label={COPY.loading} count={2} className="grid gap-4 lg:grid-cols-2" blockClassName="h-80" />;
  if (!data) return <LoadError message={COPY.loadError} detail={error?.message} retryLabel={COPY.retry} onRetry={() => void refetch()} />;
  const videos = data.pages.flatMap((page) => page.videos).filter((video) => video.videoUrl);
  if (videos.length === 0)
    return <EmptyState title={COPY.emptyTitle} text={COPY.emptyText} action={<EmptyStateLink href="/video-maker">{COPY.emptyAction}</EmptyStateLink>} />;
  return <ThumbnailMaker videos={videos} />;
}

/** /thumbnails: a frame of a finished video, a title in one of the engine's styles, a PNG at 1280×720 or 1080×1920. */
export default function ThumbnailsPage() {
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <title>{`${COPY.title} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{COPY.title}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{COPY.intro}</p>
      <p className="mt-1 mb-6 text-sm text-ink-muted">{COPY.source}</p>
      {user ? (
        <SubscriptionGuard feature="thumbnails">
          <ThumbnailWorkspace />
        </SubscriptionGuard>
      ) : (
        <EmptyState title={COPY.signedOut} action={<EmptyStateLink href={AUTH_PATH}>{COPY.signIn}</EmptyStateLink>} />
      )}
    </section>
  );
}
