// Where a finished video is posted and how much text its post may carry (issue 28, "A
// publish-ready package"). A small catalogue of its own until the platform presets catalogue
// (sizes, safe zones) lands; then these limits move there. `aspectRatios`: the videos that fit it.
// Limits are each platform's published maximum for the post's text (YouTube Shorts: the title).

import type { AspectRatioId } from './aspect-ratios';

export type PlatformCaptionEntry = {
  id: string;
  name: string;
  aspectRatios: readonly AspectRatioId[];
  /** The most characters the caption (text and hashtags together) may have. */
  captionMax: number;
  /** The most hashtags worth adding (the platform's cap, or its advice). */
  hashtagsMax: number;
};

export const PLATFORM_CAPTIONS = {
  tiktok: { id: 'tiktok', name: 'TikTok', aspectRatios: ['9:16'], captionMax: 2200, hashtagsMax: 5 },
  'instagram-reels': { id: 'instagram-reels', name: 'Instagram Reels', aspectRatios: ['9:16'], captionMax: 2200, hashtagsMax: 5 },
  'youtube-shorts': { id: 'youtube-shorts', name: 'YouTube Shorts', aspectRatios: ['9:16'], captionMax: 100, hashtagsMax: 3 },
  'instagram-feed': { id: 'instagram-feed', name: 'Instagram / Facebook feed', aspectRatios: ['1:1'], captionMax: 2200, hashtagsMax: 5 },
  linkedin: { id: 'linkedin', name: 'LinkedIn', aspectRatios: ['1:1', '16:9'], captionMax: 3000, hashtagsMax: 3 },
  youtube: { id: 'youtube', name: 'YouTube', aspectRatios: ['16:9'], captionMax: 5000, hashtagsMax: 3 },
} as const satisfies Record<string, PlatformCaptionEntry>;

/** The platforms a video of this aspect ratio is made for, in catalogue order (the first names the MP4). */
export function platformsFor(aspectRatio: AspectRatioId): PlatformCaptionEntry[] {
  return Object.values(PLATFORM_CAPTIONS).filter((platform) => (platform.aspectRatios as readonly AspectRatioId[]).includes(aspectRatio));
}
