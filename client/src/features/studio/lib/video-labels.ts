import type { StudioVideo } from '@common/contracts/studio';
import { VISUAL_STYLES, type AspectRatio, type RenderStatus, type VisualStyle } from '@common/contracts/video';

export function styleName(id: VisualStyle): string {
  return VISUAL_STYLES.find((s) => s.id === id)?.name ?? id;
}

export const STATUS_LABELS: Record<RenderStatus, string> = {
  queued: 'Queued',
  processing: 'Rendering',
  completed: 'Ready',
  failed: 'Failed',
};

export const ASPECT_LABELS: Record<AspectRatio, string> = {
  '9:16': '9:16 Vertical',
  '1:1': '1:1 Square',
  '16:9': '16:9 Landscape',
};

/** Tailwind aspect classes, so a player keeps its box before the video loads (no layout shift). */
export const ASPECT_CLASSES: Record<AspectRatio, string> = {
  '9:16': 'aspect-[9/16]',
  '1:1': 'aspect-square',
  '16:9': 'aspect-video',
};

/** The engine that made it, else the provider asked (spec "generation history": provider). */
export function providerLabel(video: Pick<StudioVideo, 'engine' | 'provider'>): string {
  const name = video.engine ?? video.provider;
  return name === 'local' ? 'Reelwright engine' : name;
}
