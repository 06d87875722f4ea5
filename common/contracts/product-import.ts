import { z } from 'zod';
import { MEDIA_LIMITS, formatMegabytes } from '../catalog/media';
import { brandKitInputSchema, mediaAssetSchema } from './media';
import { productCardSchema } from './product';

/** Refusals of POST /api/studio/product-import, word for word what the import panel shows (issue 27). */
export const PRODUCT_IMPORT_MESSAGES = {
  badUrl: 'Paste the full address of a product page, starting with https://',
  notAllowed: 'That address is not allowed',
  unreachable: 'We could not reach that page',
  timeout: 'That page took too long to answer. Try again, or try another page.',
  pageTooLarge: 'That page is too large to import.',
  notAPage: 'That address is not a web page. Paste the link of the product page itself.',
  noImages: 'This page has no product images we can use',
  imageTooLarge: `Product images may be up to ${formatMegabytes(MEDIA_LIMITS.imageMaxBytes)} each.`,
} as const;

/** POST /api/studio/product-import */
export const productImportRequestSchema = z.strictObject({
  url: z.string().trim().min(1, PRODUCT_IMPORT_MESSAGES.badUrl).max(2048, PRODUCT_IMPORT_MESSAGES.badUrl),
});
export type ProductImportRequest = z.infer<typeof productImportRequestSchema>;

/**
 * The card read from the page, its images and logo (already stored as the creator's uploads), and
 * a brand kit proposed from the same page: shown for the creator to confirm, never saved by the import.
 */
export const productImportResponseSchema = z.object({
  product: productCardSchema,
  images: z.array(mediaAssetSchema),
  logo: mediaAssetSchema.nullable(),
  brandKit: brandKitInputSchema,
  /** Images the page named that could not be used (unreachable, too large, not a photo). */
  skippedImages: z.number().int().min(0),
});
export type ProductImportResponse = z.infer<typeof productImportResponseSchema>;
