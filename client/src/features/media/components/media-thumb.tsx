import type { MediaAsset } from '@common/contracts/media';

/** A small preview of an upload: the image itself, or the clip's first frame. */
export function MediaThumb({ asset }: { asset: MediaAsset }) {
  return asset.kind === 'image' ? (
    <img src={asset.fileUrl} alt="" loading="lazy" className="aspect-video w-full rounded-control bg-surface-muted object-cover" />
  ) : (
    <video
      src={`${asset.fileUrl}#t=0.1`}
      muted
      preload="metadata"
      aria-hidden="true"
      className="aspect-video w-full rounded-control bg-surface-muted object-cover"
    />
  );
}
