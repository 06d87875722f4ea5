import { ASPECT_RATIOS } from '@common/catalog/aspect-ratios';
import type { AspectRatio } from '@common/contracts/video';

/** The local engine's frame rate. */
export const LOCAL_FPS = 24;

/** 720p by default: the short side is 720 pixels, the long side follows the ratio's terms. */
export function frameSize(aspectRatio: AspectRatio, shortSide = 720): { width: number; height: number } {
  const { width, height } = ASPECT_RATIOS[aspectRatio];
  const unit = shortSide / Math.min(width, height);
  return { width: Math.round(width * unit), height: Math.round(height * unit) };
}
