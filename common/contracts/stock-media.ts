import { z } from 'zod';

export const STOCK_PROVIDER_IDS = ['pexels', 'pixabay'] as const;
export const STOCK_KINDS = ['image', 'clip'] as const;
export const STOCK_PROVIDER_NAMES = { pexels: 'Pexels', pixabay: 'Pixabay' } as const;

/** GET /api/stock-media: whether stock search is offered here (a library has a key) and which. */
export const stockAvailabilitySchema = z.object({ isAvailable: z.boolean(), providers: z.array(z.enum(STOCK_PROVIDER_IDS)) });
export type StockAvailability = z.infer<typeof stockAvailabilitySchema>;

export const stockSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type what you are looking for.').max(100),
  kind: z.enum(STOCK_KINDS).default('image'),
  page: z.coerce.number().int().min(1).max(20).default(1),
});
export type StockSearchQuery = z.infer<typeof stockSearchQuerySchema>;

export const stockResultSchema = z.object({
  provider: z.enum(STOCK_PROVIDER_IDS),
  externalId: z.string(),
  kind: z.enum(STOCK_KINDS),
  previewUrl: z.string(),
  width: z.number(),
  height: z.number(),
  durationSeconds: z.number().nullable(),
  author: z.string(),
  pageUrl: z.string(),
});
export type StockResult = z.infer<typeof stockResultSchema>;
export const stockSearchResponseSchema = z.object({ results: z.array(stockResultSchema) });

/** POST /api/stock-media/import: the library's own id; the server reads the item from the library again. */
export const stockImportRequestSchema = z.object({
  provider: z.enum(STOCK_PROVIDER_IDS),
  kind: z.enum(STOCK_KINDS),
  externalId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an id of this library.'),
});
export type StockImportRequest = z.infer<typeof stockImportRequestSchema>;

/** An imported stock item: what a scene refers to (`{ source: 'stock', id }`) and its credit. */
export const stockMediaSchema = z.object({
  id: z.uuid(),
  provider: z.enum(STOCK_PROVIDER_IDS),
  kind: z.enum(STOCK_KINDS),
  externalId: z.string(),
  width: z.number(),
  height: z.number(),
  durationSeconds: z.number().nullable(),
  previewUrl: z.string(),
  author: z.string(),
  authorUrl: z.string().nullable(),
  pageUrl: z.string(),
  license: z.string(),
  credit: z.string(),
});
export type StockMedia = z.infer<typeof stockMediaSchema>;

/** GET /api/stock-media/credits?ids=…: the credit lines of the stock items a video's scenes use. */
export const stockCreditsQuerySchema = z.object({
  ids: z
    .string()
    .max(12 * 37)
    .transform((ids) => [...new Set(ids.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(12)),
});
export const stockCreditsResponseSchema = z.object({
  credits: z.array(z.object({ text: z.string(), authorUrl: z.string().nullable(), pageUrl: z.string(), license: z.string() })),
});
export type StockCredits = z.infer<typeof stockCreditsResponseSchema>;

/** How a video's details credit a stock item: "Video by Jane Doe on Pexels", "Photo by … on Pixabay". */
export function stockCreditLine(item: { kind: (typeof STOCK_KINDS)[number]; author: string; provider: (typeof STOCK_PROVIDER_IDS)[number] }): string {
  return `${item.kind === 'clip' ? 'Video' : 'Photo'} by ${item.author} on ${STOCK_PROVIDER_NAMES[item.provider]}`;
}
