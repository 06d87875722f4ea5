import { VISUAL_STYLES } from '@common/catalog/visual-styles';
import type { RenderSpec } from '../video-provider';

/** Text-to-video models take one prompt: the description plus the style's look in words. */
export function promptForModel(spec: RenderSpec): string {
  const style = VISUAL_STYLES[spec.visualStyle];
  return `${spec.prompt}\n\nA short vertical-friendly advert in ${style.name} style: ${style.description.toLowerCase()}.`;
}
