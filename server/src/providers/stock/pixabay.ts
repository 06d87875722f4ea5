import { z } from 'zod';
import { pickRendition } from './pexels';
import { getJson, StockError } from './stock-http';
import type { StockItem, StockProvider, StockSearch } from './stock-provider';

export type PixabayOptions = { apiKey: string; /** https://pixabay.com unless a test points it at a loopback server. */ baseUrl: string; perPage?: number };

const LICENSE = 'Pixabay Content License (https://pixabay.com/service/license-summary/)';

const imageSchema = z.object({
  id: z.number(),
  pageURL: z.string(),
  webformatURL: z.string(),
  largeImageURL: z.string(),
  imageWidth: z.number(),
  imageHeight: z.number(),
  user_id: z.number(),
  user: z.string(),
});
const renditionSchema = z.object({ url: z.string(), width: z.number(), height: z.number(), thumbnail: z.string().nullish() });
const videoSchema = z.object({
  id: z.number(),
  pageURL: z.string(),
  duration: z.number(),
  videos: z.object({ large: renditionSchema.nullish(), medium: renditionSchema.nullish(), small: renditionSchema.nullish(), tiny: renditionSchema.nullish() }),
  user_id: z.number(),
  user: z.string(),
});
const imagePageSchema = z.object({ hits: z.array(imageSchema) });
const videoPageSchema = z.object({ hits: z.array(videoSchema) });

const userPage = (user: string, id: number) => `https://pixabay.com/users/${encodeURIComponent(user)}-${id}/`;

function imageItem(hit: z.infer<typeof imageSchema>): StockItem {
  return {
    provider: 'pixabay',
    externalId: String(hit.id),
    kind: 'image',
    previewUrl: hit.webformatURL,
    downloadUrl: hit.largeImageURL, // 1280 px on its long side
    width: hit.imageWidth,
    height: hit.imageHeight,
    durationSeconds: null,
    author: hit.user,
    authorUrl: userPage(hit.user, hit.user_id),
    pageUrl: hit.pageURL,
    license: LICENSE,
  };
}

function videoItem(hit: z.infer<typeof videoSchema>): StockItem | null {
  const renditions = [hit.videos.tiny, hit.videos.small, hit.videos.medium, hit.videos.large].filter(
    (r): r is z.infer<typeof renditionSchema> => !!r?.url && r.width > 0,
  );
  const file = pickRendition(renditions);
  if (!file) return null;
  return {
    provider: 'pixabay',
    externalId: String(hit.id),
    kind: 'clip',
    previewUrl: file.thumbnail ?? renditions.find((r) => r.thumbnail)?.thumbnail ?? '',
    downloadUrl: file.url,
    width: file.width,
    height: file.height,
    durationSeconds: hit.duration,
    author: hit.user,
    authorUrl: userPage(hit.user, hit.user_id),
    pageUrl: hit.pageURL,
    license: LICENSE,
  };
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new StockError('Pixabay answered in an unexpected shape', 'bad-answer');
  return parsed.data;
}

/** Pixabay answers a wrong key with `400 [ERROR 400] "key" is invalid`, not 401. */
const isBadKey = (status: number, text: string) => status === 400 && /key/i.test(text);

/**
 * Pixabay (ADR 028): `GET /api/` for images and `GET /api/videos/` for clips, the key as `key=`;
 * `find` asks again with `id=` so an import never trusts a URL sent by the browser.
 */
export function createPixabayProvider(options: PixabayOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const get = (path: string, params: Record<string, string>, signal?: AbortSignal) =>
    getJson('Pixabay', `${base}${path}?${new URLSearchParams({ key: options.apiKey, ...params })}`, { signal, isAuthFailure: isBadKey });
  const list = async (kind: StockItem['kind'], params: Record<string, string>, signal?: AbortSignal) =>
    kind === 'image'
      ? parse(imagePageSchema, await get('/api/', { image_type: 'photo', ...params }, signal)).hits.map(imageItem)
      : parse(videoPageSchema, await get('/api/videos/', params, signal)).hits.flatMap((hit) => videoItem(hit) ?? []);
  return {
    name: 'pixabay',
    search: ({ query, kind, page = 1, signal }: StockSearch) =>
      list(kind, { q: query, per_page: String(options.perPage ?? 24), page: String(page), safesearch: 'true' }, signal),
    async find({ externalId, kind, signal }: { externalId: string; kind: StockItem['kind']; signal?: AbortSignal }): Promise<StockItem> {
      if (!/^\d+$/.test(externalId)) throw new StockError('Pixabay has no such item', 'not-found');
      const [item] = await list(kind, { id: externalId }, signal);
      if (!item) throw new StockError('Pixabay has no such item', 'not-found');
      return item;
    },
  } satisfies StockProvider & Record<string, unknown>;
}
