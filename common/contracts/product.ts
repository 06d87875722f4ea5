import { z } from 'zod';
import { colorSchema } from './media';

/**
 * The product card (issue 27, docs/decisions/059): what an ad is built from. Filled by importing a
 * product page (or by hand) and edited by the creator before the script is written. Images and the
 * logo are the creator's own uploads (media ids): an imported image is stored like an upload.
 */
export const PRODUCT_LIMITS = {
  nameMax: 120,
  brandMax: 80,
  descriptionMax: 400,
  featuresMax: 8,
  featureMax: 100,
  imagesMax: 12,
  reviewsMax: 3,
  reviewMax: 280,
  authorMax: 80,
} as const;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Give the product a name',
  tooManyFeatures: `Keep at most ${PRODUCT_LIMITS.featuresMax} features`,
  tooManyImages: `Keep at most ${PRODUCT_LIMITS.imagesMax} images`,
  tooManyReviews: `Keep at most ${PRODUCT_LIMITS.reviewsMax} reviews`,
  price: 'Write the price as a number, like 49.99',
  currency: 'Use a three-letter currency code, like USD',
} as const;

const productPriceSchema = z.object({
  /** A decimal string ("49.99"): prices are shown, never computed, so no float rounding. */
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, PRODUCT_MESSAGES.price),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, PRODUCT_MESSAGES.currency)
    .transform((c) => c.toUpperCase()),
});

const productReviewSchema = z.object({
  author: z.string().trim().max(PRODUCT_LIMITS.authorMax).nullable(),
  text: z.string().trim().min(1).max(PRODUCT_LIMITS.reviewMax),
  /** Stars out of 5, when the page gives them. */
  rating: z.number().min(0).max(5).nullable(),
});

export const productCardSchema = z.object({
  name: z.string().trim().min(1, PRODUCT_MESSAGES.nameRequired).max(PRODUCT_LIMITS.nameMax),
  brand: z.string().trim().max(PRODUCT_LIMITS.brandMax).nullable(),
  price: productPriceSchema.nullable(),
  description: z.string().trim().max(PRODUCT_LIMITS.descriptionMax),
  features: z.array(z.string().trim().min(1).max(PRODUCT_LIMITS.featureMax)).max(PRODUCT_LIMITS.featuresMax, PRODUCT_MESSAGES.tooManyFeatures),
  /** The creator's media ids (uploads), in the order the ad shows them. */
  imageIds: z.array(z.uuid()).max(PRODUCT_LIMITS.imagesMax, PRODUCT_MESSAGES.tooManyImages),
  /** Average stars out of 5 and how many ratings it averages. */
  rating: z.object({ value: z.number().min(0).max(5), count: z.number().int().min(0).nullable() }).nullable(),
  reviews: z.array(productReviewSchema).max(PRODUCT_LIMITS.reviewsMax, PRODUCT_MESSAGES.tooManyReviews),
  logoId: z.uuid().nullable(),
  themeColor: colorSchema.nullable(),
  /** The page it was imported from (http or https only: the studio shows it as a link); null when typed by hand. */
  sourceUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;
