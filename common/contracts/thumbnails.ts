import { z } from 'zod';
import type { VisualStyleId } from '../catalog/visual-styles';
import { VIDEO_LIMITS } from './video';

/** The two export sizes: YouTube-style landscape and Shorts/Reels/TikTok portrait. */
export const THUMBNAIL_SIZES = {
  landscape: { width: 1280, height: 720, label: '1280 × 720 (landscape)' },
  portrait: { width: 1080, height: 1920, label: '1080 × 1920 (portrait)' },
} as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;
export const THUMBNAIL_SIZE_IDS = Object.keys(THUMBNAIL_SIZES) as [ThumbnailSize, ...ThumbnailSize[]];

/**
 * Title styles: each draws the title exactly as the video engine draws a headline in one visual
 * style (its font, colours and lettering), on a band in that style's colours.
 */
export const THUMBNAIL_STYLES = {
  bold: { name: 'Bold', look: 'cinematic' },
  pop: { name: 'Pop', look: 'comic-book' },
  clean: { name: 'Clean', look: 'minimalist' },
  neon: { name: 'Neon', look: 'neon-cyberpunk' },
  elegant: { name: 'Elegant', look: 'watercolor' },
  marker: { name: 'Marker', look: 'paper-cutout' },
} as const satisfies Record<string, { name: string; look: VisualStyleId }>;
export type ThumbnailStyle = keyof typeof THUMBNAIL_STYLES;
export const THUMBNAIL_STYLE_IDS = Object.keys(THUMBNAIL_STYLES) as [ThumbnailStyle, ...ThumbnailStyle[]];

export const THUMBNAIL_TITLE_MAX = 80;

export const thumbnailParamsSchema = z.object({ videoId: z.string().min(1).max(100) });

/**
 * GET /api/thumbnails/{videoId}.png: the frame at `at` seconds of the creator's finished video,
 * covering the size, with the title (if any) drawn on it. The preview and the export are this one
 * call (`download=1` only adds the attachment header), so they cannot differ.
 */
export const thumbnailQuerySchema = z.object({
  at: z.coerce.number().min(0).max(VIDEO_LIMITS.durationMax),
  size: z.enum(THUMBNAIL_SIZE_IDS).default('landscape'),
  style: z.enum(THUMBNAIL_STYLE_IDS).default('bold'),
  title: z.string().trim().max(THUMBNAIL_TITLE_MAX, `Keep the title under ${THUMBNAIL_TITLE_MAX} characters`).default(''),
  download: z.enum(['1']).optional(),
});

/** The header naming the title's band (`x,y,width,height` in pixels), absent without a title: outside it the picture is the frame. */
export const TITLE_AREA_HEADER = 'x-title-area';
