import type { ThumbnailSize, ThumbnailStyle } from '@common/contracts/thumbnails';
import { queryString } from '@/lib/query-string';

/**
 * GET /api/thumbnails/{videoId}.png, as a URL for an <img> (the preview) and a download link (the
 * export): the same server drawing, so what the creator sees is the file they get.
 */
export function thumbnailUrl(videoId: string, query: { at: number; size: ThumbnailSize; style: ThumbnailStyle; title: string }): string {
  return `/api/thumbnails/${encodeURIComponent(videoId)}.png${queryString({ ...query, at: query.at.toFixed(2) })}`;
}
