import { VISUAL_STYLES } from '@common/contracts/video';
import type { RenderSpec } from '../video-provider';

/** Text-to-video models take one prompt: the description plus the style's look in words. */
export function promptForModel(spec: RenderSpec): string {
  const style = VISUAL_STYLES.find((s) => s.id === spec.visualStyle)!;
  return `${spec.prompt}\n\nA short vertical-friendly advert in ${style.name} style: ${style.description.toLowerCase()}.`;
}
