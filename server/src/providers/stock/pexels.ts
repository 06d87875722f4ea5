import { z } from 'zod';
import { getJson, StockError } from './stock-http';
import type { StockItem, StockProvider, StockSearch } from './stock-provider';

export type PexelsOptions = { apiKey: string; /** https://api.pexels.com unless a test points it at a loopback server. */ baseUrl: string; perPage?: number };

const LICENSE = 'Pexels License (https://www.pexels.com/license/)';

const photoSchema = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  url: z.string(),
  photographer: z.string(),
  photographer_url: z.string().nullish(),
  alt: z.string().nullish(),
  src: z.object({ original: z.string(), large2x: z.string(), large: z.string(), medium: z.string(), small: z.string(), tiny: z.string() }),
});
const videoSchema = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  url: z.string(),
  image: z.string(),
  duration: z.number(),
  user: z.object({ name: z.string(), url: z.string().nullish() }),
  video_files: z.array(
    z.object({ link: z.string(), width: z.number().nullable(), height: z.number().nullable(), file_type: z.string().nullish(), quality: z.string().nullish() }),
  ),
});
const photoPageSchema = z.object({ photos: z.array(photoSchema) });
const videoPageSchema = z.object({ videos: z.array(videoSchema) });

/** The smallest rendition at least 720 pixels on its short side, else the largest there is. */
export function pickRendition<T extends { width: number | null; height: number | null }>(files: T[]): T | undefined {
  const sized = files.filter((f) => f.width && f.height).sort((a, b) => a.width! * a.height! - b.width! * b.height!);
  return sized.find((f) => Math.min(f.width!, f.height!) >= 720) ?? sized.at(-1) ?? files[0];
}

function photoItem(photo: z.infer<typeof photoSchema>): StockItem {
  // large2x is 940 px tall at DPR 2 (1880); the short side of `original` may be huge: ask for 1920 wide at most
  const download = `${photo.src.original}${photo.src.original.includes('?') ? '&' : '?'}auto=compress&cs=tinysrgb&w=1920`;
  return {
    provider: 'pexels',
    externalId: String(photo.id),
    kind: 'image',
    previewUrl: photo.src.medium,
    downloadUrl: download,
    width: photo.width,
    height: photo.height,
    durationSeconds: null,
    author: photo.photographer,
    authorUrl: photo.photographer_url ?? null,
    pageUrl: photo.url,
    license: LICENSE,
  };
}

function videoItem(video: z.infer<typeof videoSchema>): StockItem | null {
  const file = pickRendition(video.video_files.filter((f) => !f.file_type || f.file_type === 'video/mp4'));
  if (!file) return null;
  return {
    provider: 'pexels',
    externalId: String(video.id),
    kind: 'clip',
    previewUrl: video.image,
    downloadUrl: file.link,
    width: file.width ?? video.width,
    height: file.height ?? video.height,
    durationSeconds: video.duration,
    author: video.user.name,
    authorUrl: video.user.url ?? null,
    pageUrl: video.url,
    license: LICENSE,
  };
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new StockError('Pexels answered in an unexpected shape', 'bad-answer');
  return parsed.data;
}

/**
 * Pexels (ADR 028): `GET /v1/search` for photos and `GET /videos/search` for clips, with the key
 * in `Authorization`; `find` reads one item again by id (`/v1/photos/{id}`, `/videos/videos/{id}`)
 * so an import never trusts a URL sent by the browser.
 */
export function createPexelsProvider(options: PexelsOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: options.apiKey };
  const get = (path: string, signal?: AbortSignal) => getJson('Pexels', `${base}${path}`, { headers, signal });
  return {
    name: 'pexels',
    async search({ query, kind, page = 1, signal }: StockSearch): Promise<StockItem[]> {
      const params = new URLSearchParams({ query, per_page: String(options.perPage ?? 24), page: String(page) });
      if (kind === 'image') return parse(photoPageSchema, await get(`/v1/search?${params}`, signal)).photos.map(photoItem);
      return parse(videoPageSchema, await get(`/videos/search?${params}`, signal)).videos.flatMap((v) => videoItem(v) ?? []);
    },
    async find({ externalId, kind, signal }: { externalId: string; kind: StockItem['kind']; signal?: AbortSignal }): Promise<StockItem> {
      const id = encodeURIComponent(externalId);
      if (kind === 'image') return photoItem(parse(photoSchema, await get(`/v1/photos/${id}`, signal)));
      const item = videoItem(parse(videoSchema, await get(`/videos/videos/${id}`, signal)));
      if (!item) throw new StockError('Pexels has no MP4 file for this clip', 'not-found');
      return item;
    },
  } satisfies StockProvider & Record<string, unknown>;
}
