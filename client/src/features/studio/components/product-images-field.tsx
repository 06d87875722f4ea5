import { PRODUCT_LIMITS } from '@common/contracts/product';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PRODUCT_COPY as COPY } from '@/content/product-copy';
import { cn } from '@/lib/cn';
import { useUploadMedia } from '@/features/media';
import { moveItem } from '../lib/product-form';

const DRAG_TYPE = 'application/x-reelwright-picture';

type Props = { imageIds: string[]; onChange: (imageIds: string[]) => void; error?: string };

/**
 * The card's pictures, in the order the ad shows them. Every action has a button (keyboard and
 * screen readers); dragging a picture onto another moves it there, and files dropped on the list
 * (or chosen with "Add a picture") are uploaded like any upload.
 */
export function ProductImagesField({ imageIds, onChange, error }: Props) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadMedia();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const full = imageIds.length >= PRODUCT_LIMITS.imagesMax;

  const move = (from: number, to: number) => {
    onChange(moveItem(imageIds, from, to));
    setAnnouncement(`Picture ${from + 1} is now picture ${Math.max(1, Math.min(imageIds.length, to + 1))}.`);
  };

  const addFiles = async (files: File[]) => {
    setUploadError(null);
    let ids = imageIds;
    for (const file of files.slice(0, PRODUCT_LIMITS.imagesMax - imageIds.length)) {
      try {
        const asset = await upload.mutateAsync(file);
        if (asset.kind !== 'image') continue;
        ids = [...ids, asset.id];
        onChange(ids);
      } catch (failure) {
        setUploadError(`${COPY.uploadFailed}: ${(failure as Error).message}`);
      }
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>, at?: number) => {
    event.preventDefault();
    setDropping(false);
    const from = event.dataTransfer.getData(DRAG_TYPE);
    if (from !== '') {
      if (at !== undefined) move(Number(from), at);
      return;
    }
    const files = [...event.dataTransfer.files].filter((file) => file.type.startsWith('image/'));
    if (files.length) void addFiles(files);
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-ink">{COPY.images}</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {COPY.imagesHint(PRODUCT_LIMITS.imagesMax)}
      </p>
      <ol
        className={cn(
          'grid grid-cols-2 gap-3 rounded-control border border-dashed border-border-strong p-3 sm:grid-cols-3 lg:grid-cols-4',
          dropping && 'border-primary bg-primary/5',
        )}
        onDragOver={(event) => {
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={(event) => onDrop(event)}
        data-testid="product-images"
      >
        {imageIds.map((imageId, index) => (
          <li
            key={imageId}
            draggable
            onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, String(index))}
            onDrop={(event) => {
              event.stopPropagation();
              onDrop(event, index);
            }}
            className="grid gap-2 rounded-control border border-border bg-surface p-2"
          >
            <img
              src={`/api/media/${imageId}/file`}
              alt={COPY.imageAlt(index + 1)}
              className="aspect-square w-full rounded-control bg-surface-muted object-cover"
            />
            <div className="flex flex-wrap justify-center gap-1">
              <Button size="sm" variant="ghost" aria-label={COPY.moveEarlier(index + 1)} disabled={index === 0} onClick={() => move(index, index - 1)}>
                <span aria-hidden="true">←</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={COPY.moveLater(index + 1)}
                disabled={index === imageIds.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <span aria-hidden="true">→</span>
              </Button>
              <Button size="sm" variant="ghost" aria-label={COPY.removeImage(index + 1)} onClick={() => onChange(imageIds.filter((_, i) => i !== index))}>
                <span aria-hidden="true">✕</span>
              </Button>
            </div>
          </li>
        ))}
        <li className="grid place-items-center">
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void addFiles(files);
            }}
          />
          <Button variant="secondary" size="sm" disabled={full || upload.isPending} onClick={() => fileInput.current?.click()}>
            {upload.isPending ? <Spinner className="size-4" /> : null}
            {upload.isPending ? COPY.uploading : COPY.addImage}
          </Button>
        </li>
      </ol>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      {uploadError || error ? (
        <p className="text-sm text-danger" role="alert">
          {uploadError ?? error}
        </p>
      ) : null}
    </fieldset>
  );
}
