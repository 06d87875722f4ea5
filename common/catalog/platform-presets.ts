// The platforms a creator posts to (issue 28, docs/decisions/063), in the order the maker offers
// them: the frame each asks for, its rate, its longest video, the margins its own buttons and
// captions cover, and how long the post's text may be.
//
// Safe-zone margins are pixels of the 1080-wide frame (scaled for a 720p render by
// `safeAreaAt`). Sources, read 2026-11: Meta Business Help Center, "Reels ads safe zones" (keep
// the top 14%, the bottom 35% and 6% each side free of text: the caption, the audio row and the
// CTA sit in the bottom third); TikTok Creative Center's 9:16 safe-zone overlay (the like /
// comment / share / bookmark rail takes the right ~140-170 px, the username, caption and sound
// row the bottom ~420-480 px, the For You tabs the top ~130-160 px); YouTube Help "Shorts"
// overlay (the title, channel row and subscribe button the bottom ~380 px, the action rail the
// right ~120 px). Feed and landscape players only cover a thin edge (progress bar, a mute
// button): a title-safe 5% margin. Platforms move their buttons; these are working margins.
//
// The package (video-package.ts) writes each platform's post text within `captionMaxChars` and
// `hashtagsMax`: this file is the one source of those limits.
//
// Lengths: TikTok uploads up to 10 minutes, Reels and Shorts up to 3 minutes, LinkedIn 10
// minutes, a feed video 60 minutes, YouTube 15 minutes for an unverified channel. Post text:
// TikTok's caption 4,000 characters, Instagram's 2,200, a Shorts or YouTube title 100, a
// LinkedIn post 3,000.
import type { AspectRatioId } from './aspect-ratios';
import type { SafeArea } from '../rules/frame-boxes';

export type PlatformPreset = {
  id: string;
  name: string;
  aspectRatio: AspectRatioId;
  /** The delivered frame on a Full HD plan (a 720p plan gets the same ratio, smaller). */
  width: number;
  height: number;
  /** One of output-formats.ts FRAME_RATES. */
  fps: 30 | 24;
  maxSeconds: number;
  /** Margins in pixels of the frame above, measured from each edge. */
  safeArea: SafeArea;
  /** The post's text (caption, or title where the platform has one) in characters: the package's post text stays within it. */
  captionMaxChars: number;
  /** The most hashtags worth adding to the post (the platform's cap, or its advice). */
  hashtagsMax: number;
  /** The name files carry (`glimmerfox-tiktok-1080x1920.mp4`). */
  slug: string;
  /** What covers each margin, as the quality report names it ("TikTok's bottom caption area"). */
  zones: Record<keyof SafeArea, string>;
};

const PHONE_ZONES = { top: 'top tabs', right: 'right button rail', bottom: 'bottom caption area', left: 'left edge' };
const PLAYER_ZONES = { top: 'top edge', right: 'right edge', bottom: 'bottom controls', left: 'left edge' };

export const PLATFORM_PRESETS = {
  tiktok: {
    id: 'tiktok',
    name: 'TikTok',
    aspectRatio: '9:16',
    width: 1080,
    height: 1920,
    fps: 30,
    maxSeconds: 600,
    safeArea: { top: 160, right: 140, bottom: 480, left: 60 },
    captionMaxChars: 4000,
    hashtagsMax: 5,
    slug: 'tiktok',
    zones: PHONE_ZONES,
  },
  'instagram-reels': {
    id: 'instagram-reels',
    name: 'Instagram Reels',
    aspectRatio: '9:16',
    width: 1080,
    height: 1920,
    fps: 30,
    maxSeconds: 180,
    // 14% / 35% / 6% of 1080×1920
    safeArea: { top: 270, right: 65, bottom: 672, left: 65 },
    captionMaxChars: 2200,
    hashtagsMax: 5,
    slug: 'reels',
    zones: { ...PHONE_ZONES, bottom: 'bottom third (caption, audio row and CTA)' },
  },
  'youtube-shorts': {
    id: 'youtube-shorts',
    name: 'YouTube Shorts',
    aspectRatio: '9:16',
    width: 1080,
    height: 1920,
    fps: 30,
    maxSeconds: 180,
    safeArea: { top: 120, right: 120, bottom: 380, left: 48 },
    captionMaxChars: 100,
    hashtagsMax: 3,
    slug: 'shorts',
    zones: PHONE_ZONES,
  },
  'feed-4x5': {
    id: 'feed-4x5',
    name: 'Instagram / Facebook feed 4:5',
    aspectRatio: '4:5',
    width: 1080,
    height: 1350,
    fps: 30,
    maxSeconds: 3600,
    safeArea: { top: 68, right: 54, bottom: 68, left: 54 },
    captionMaxChars: 2200,
    hashtagsMax: 5,
    slug: 'feed-4x5',
    zones: PLAYER_ZONES,
  },
  'youtube-16x9': {
    id: 'youtube-16x9',
    name: 'YouTube 16:9',
    aspectRatio: '16:9',
    width: 1920,
    height: 1080,
    fps: 30,
    maxSeconds: 900,
    // the progress bar and controls along the bottom
    safeArea: { top: 54, right: 96, bottom: 108, left: 96 },
    captionMaxChars: 100,
    hashtagsMax: 3,
    slug: 'youtube-16x9',
    zones: PLAYER_ZONES,
  },
  'linkedin-1x1': {
    id: 'linkedin-1x1',
    name: 'LinkedIn 1:1',
    aspectRatio: '1:1',
    width: 1080,
    height: 1080,
    fps: 30,
    maxSeconds: 600,
    safeArea: { top: 54, right: 54, bottom: 86, left: 54 },
    captionMaxChars: 3000,
    hashtagsMax: 3,
    slug: 'linkedin-1x1',
    zones: PLAYER_ZONES,
  },
} as const satisfies Record<string, PlatformPreset>;

export type PlatformPresetId = keyof typeof PLATFORM_PRESETS;
export const PLATFORM_PRESET_IDS = Object.keys(PLATFORM_PRESETS) as [PlatformPresetId, ...PlatformPresetId[]];

/**
 * The platforms a video of this aspect ratio is made for, in catalogue order, the chosen one
 * first (it names the package's MP4): the package writes a post text for each, within its limit.
 */
export function platformsFor(aspectRatio: AspectRatioId, chosen?: PlatformPresetId | null): PlatformPreset[] {
  const fits: PlatformPreset[] = Object.values(PLATFORM_PRESETS).filter((preset) => preset.aspectRatio === aspectRatio);
  return chosen ? [...fits.filter((p) => p.id === chosen), ...fits.filter((p) => p.id !== chosen)] : fits;
}

/** A preset's margins at another frame size of its ratio (a 720p render: two thirds of each). */
export function safeAreaAt(presetId: PlatformPresetId, frame: { width: number; height: number }): SafeArea {
  const preset: PlatformPreset = PLATFORM_PRESETS[presetId];
  const sx = frame.width / preset.width;
  const sy = frame.height / preset.height;
  const { top, right, bottom, left } = preset.safeArea;
  return { top: Math.round(top * sy), right: Math.round(right * sx), bottom: Math.round(bottom * sy), left: Math.round(left * sx) };
}
