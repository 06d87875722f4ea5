import { MEDIA_ACCEPT, MEDIA_LIMITS, formatMegabytes } from '@common/catalog/media';
import { MEDIA_MESSAGES, type MediaAsset } from '@common/contracts/media';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { MEDIA_COPY as COPY } from '@/content/media-copy';
import { cn } from '@/lib/cn';
import { useDeleteMedia } from '../api/delete-media';
import { useMedia } from '../api/list-media';
import { useUploadMedia } from '../api/upload-media';
import { MediaThumb } from './media-thumb';

type Progress = { name: string; fraction: number } | null;

/**
 * The creator's media: a drop zone that is also a labelled file button (keyboard and screen
 * readers use the button; the drop is a shortcut), one upload at a time with its progress
 * announced, the server's refusal shown as it was worded, the quota meter and the files.
 */
export function UploadsPanel() {
  const media = useMedia();
  const [progress, setProgress] = useState<Progress>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadMedia((fraction) => setProgress((p) => (p ? { ...p, fraction } : p)));
  const remove = useDeleteMedia();
  const headingId = useId();
  const errorId = useId();

  const send = (files: FileList | null) => {
    const file = files?.[0];
    if (!file || upload.isPending) return;
    // the server's own limits, said before sending megabytes it would refuse (it checks again)
    const early = file.size === 0 ? MEDIA_MESSAGES.empty : file.size > MEDIA_LIMITS.clipMaxBytes ? MEDIA_MESSAGES.tooLarge : null;
    if (early) return setError(`${COPY.failed(file.name)}: ${early}`);
    setError(null);
    setProgress({ name: file.name, fraction: 0 });
    upload.mutate(file, {
      onSuccess: () => toast({ title: COPY.uploaded(file.name) }),
      onError: (e) => setError(`${COPY.failed(file.name)}: ${e.message}`),
      onSettled: () => {
        setProgress(null);
        if (input.current) input.current.value = '';
      },
    });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  };

  const usage = media.data?.usage;
  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="uploads-panel">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-ink">
          {COPY.heading}
        </h3>
        <p className="text-sm text-ink-muted">{COPY.intro}</p>
      </div>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid justify-items-center gap-2 rounded-card border-2 border-dashed border-border-strong p-5 text-center',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        <p className="text-sm text-ink">
          {COPY.dropZone}{' '}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
            aria-describedby={`${headingId}-limits${error ? ` ${errorId}` : ''}`}
          >
            {COPY.chooseFile}
          </Button>
        </p>
        <input
          ref={input}
          type="file"
          accept={MEDIA_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="media-file-input"
          onChange={(e) => send(e.target.files)}
        />
        <p id={`${headingId}-limits`} className="text-xs text-ink-muted">
          {COPY.limits}
        </p>
        <div role="status" aria-live="polite" className="min-h-5 w-full text-sm text-ink">
          {progress ? (
            <div className="grid gap-1">
              <span>{percent < 100 ? COPY.uploading(progress.name, percent) : COPY.checking(progress.name)}</span>
              <progress className="h-2 w-full accent-primary" max={100} value={percent} aria-label={progress.name} />
            </div>
          ) : null}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-danger" data-testid="upload-error">
            {error}
          </p>
        ) : null}
      </div>
      {usage ? (
        <div className="grid gap-1">
          <meter className="h-2 w-full" min={0} max={usage.quotaBytes} value={usage.bytes} high={usage.quotaBytes * 0.9} aria-label={COPY.usageLabel} />
          <p className="text-xs text-ink-muted">{COPY.usage(formatMegabytes(usage.bytes), formatMegabytes(usage.quotaBytes), usage.count, usage.maxAssets)}</p>
        </div>
      ) : null}
      {media.isPending ? <Spinner className="size-5" /> : null}
      {media.isError ? <p className="text-sm text-danger">{COPY.loadFailed}</p> : null}
      {media.data && !media.data.assets.length ? <p className="text-sm text-ink-muted">{COPY.empty}</p> : null}
      {media.data?.assets.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={COPY.heading}>
          {media.data.assets.map((asset: MediaAsset) => (
            <li key={asset.id} className="grid gap-1 rounded-card border border-border bg-surface p-2 text-xs" data-testid="media-item">
              <MediaThumb asset={asset} />
              <span className="truncate font-medium text-ink" title={asset.originalName}>
                {asset.originalName}
              </span>
              <span className="text-ink-muted">
                {asset.kind === 'image' ? COPY.image : COPY.clip(asset.durationSeconds ?? 0)} · {formatMegabytes(asset.bytes)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={COPY.remove(asset.originalName)}
                disabled={remove.isPending}
                onClick={() => remove.mutate(asset.id, { onSuccess: () => toast({ title: COPY.removed(asset.originalName) }) })}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
