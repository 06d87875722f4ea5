import { useId } from 'react';
import { MEDIA_COPY as COPY } from '@/content/media-copy';
import { useBrandKit } from '../api/get-brand-kit';

/** "Apply brand kit": the video maker's switch; without a saved kit it says how to make one. */
export function ApplyBrandKit({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const kit = useBrandKit();
  const id = useId();
  const hasKit = Boolean(kit.data?.brandKit);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        checked={hasKit && checked}
        disabled={!hasKit}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {COPY.applyBrand}
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hasKit ? COPY.applyBrandHint : COPY.applyBrandNone}
        </p>
      </div>
    </div>
  );
}

/** Whether a render should carry the brand kit: asked for, and one exists. */
export function useHasBrandKit(): boolean {
  return Boolean(useBrandKit().data?.brandKit);
}
