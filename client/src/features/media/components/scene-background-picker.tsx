import type { SceneMedia } from '@common/contracts/media';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { MEDIA_COPY as COPY } from '@/content/media-copy';
import { useMedia } from '../api/list-media';
import { MediaThumb } from './media-thumb';

type Props = {
  sceneNumber: number;
  value: SceneMedia | null | undefined;
  onChange(media: SceneMedia | null): void;
};

/** A scene's background: the style's backdrop or one of the creator's uploads, chosen in a dialog. */
export function SceneBackgroundPicker({ sceneNumber, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const media = useMedia();
  const chosen = value?.source === 'upload' ? media.data?.assets.find((asset) => asset.id === value.id) : undefined;
  const pick = (next: SceneMedia | null) => {
    onChange(next);
    setOpen(false);
  };
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium text-ink">{COPY.backgroundLabel}</span>
      <div className="flex items-center gap-3">
        {chosen ? <div className="w-20">{<MediaThumb asset={chosen} />}</div> : null}
        <span className="min-w-0 truncate text-sm text-ink-muted" data-testid="scene-background">
          {chosen ? chosen.originalName : value?.source === 'stock' ? COPY.backgroundStock : COPY.backgroundNone}
        </span>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={COPY.chooseBackground(sceneNumber)}>
          {COPY.backgroundLabel}…
        </Button>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>{COPY.pickerTitle}</DialogTitle>
          <DialogDescription>{COPY.pickerIntro}</DialogDescription>
          <Button variant={value ? 'secondary' : 'primary'} onClick={() => pick(null)} aria-pressed={!value} className="justify-self-start">
            {COPY.useBackdrop}
          </Button>
          {media.data && !media.data.assets.length ? <p className="text-sm text-ink-muted">{COPY.empty}</p> : null}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {media.data?.assets.map((asset) => {
              const selected = value?.source === 'upload' && value.id === asset.id;
              return (
                <li key={asset.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    aria-label={COPY.backgroundChoice(asset.originalName)}
                    onClick={() => pick({ source: 'upload', id: asset.id })}
                    className="grid w-full gap-1 rounded-card border border-border p-2 text-left text-xs text-ink hover:border-primary focus-visible:ring-2 focus-visible:ring-primary aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary"
                  >
                    <MediaThumb asset={asset} />
                    <span className="truncate">{asset.originalName}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </DialogContent>
      </Dialog>
    </div>
  );
}
