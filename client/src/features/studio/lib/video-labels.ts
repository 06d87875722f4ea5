import type { StudioVideo } from '@common/contracts/studio';
import { ASPECT_RATIO_IDS, ASPECT_RATIOS } from '@common/catalog/aspect-ratios';
import { VISUAL_STYLES } from '@common/catalog/visual-styles';
import type { AspectRatio, RenderStatus, VisualStyle } from '@common/contracts/video';

export function styleName(id: VisualStyle): string {
  return VISUAL_STYLES[id]?.name ?? id;
}

export const STATUS_LABELS: Record<RenderStatus, string> = {
  queued: 'Queued',
  processing: 'Rendering',
  completed: 'Ready',
  failed: 'Failed',
};

/** "9:16 Vertical": the ratio and its name. */
export const ASPECT_LABELS = Object.fromEntries(ASPECT_RATIO_IDS.map((id) => [id, `${id} ${ASPECT_RATIOS[id].name}`])) as Record<AspectRatio, string>;

/** Tailwind aspect classes, so a player keeps its box before the video loads (no layout shift). */
export const ASPECT_CLASSES: Record<AspectRatio, string> = {
  '9:16': 'aspect-[9/16]',
  '4:5': 'aspect-[4/5]',
  '1:1': 'aspect-square',
  '16:9': 'aspect-video',
};

/** The engine that made it, else the provider asked (spec "generation history": provider). */
export function providerLabel(video: Pick<StudioVideo, 'engine' | 'provider'>): string {
  const name = video.engine ?? video.provider;
  return name === 'local' ? 'Reelwright engine' : name;
}

/** The speech engine that spoke a video, by its port name. */
export function voiceEngineLabel(engine: string): string {
  return ({ espeak: 'eSpeak NG (built in)', openai: 'OpenAI-compatible', elevenlabs: 'ElevenLabs' } as Record<string, string>)[engine] ?? engine;
}
