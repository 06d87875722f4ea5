import { z } from 'zod';
import { PREVIEW_RULES } from '../catalog/preview-rules';
import { VISUAL_STYLE_IDS } from '../catalog/visual-styles';
import { idempotencyKeySchema } from './credits';
import { productCardSchema } from './product';
import { scenesSchema, scriptRequestSchema } from './script';
import { RENDER_STATUSES } from './video';

export const PREVIEW_MESSAGES = {
  styles: `Pick 1 to ${PREVIEW_RULES.maxStyles} different styles to preview`,
} as const;

/**
 * POST /api/studio/previews: the current script, low-resolution, in up to four styles (issue 29,
 * docs/decisions/067). The script is the one the video maker would render; the style is the
 * only thing that differs between the previews.
 */
export const createPreviewsRequestSchema = scriptRequestSchema.omit({ visualStyle: true }).extend({
  scenes: scenesSchema,
  product: productCardSchema.nullable().optional(),
  brandKit: z.boolean().optional(),
  styles: z
    .array(z.enum(VISUAL_STYLE_IDS))
    .min(1, PREVIEW_MESSAGES.styles)
    .max(PREVIEW_RULES.maxStyles, PREVIEW_MESSAGES.styles)
    .refine((styles) => new Set(styles).size === styles.length, PREVIEW_MESSAGES.styles)
    .meta({ uniqueItems: true }),
  idempotencyKey: idempotencyKeySchema,
});
export type CreatePreviewsRequest = z.input<typeof createPreviewsRequestSchema>;

/** GET /api/studio/previews/allowance: what the next set costs. */
export const previewAllowanceSchema = z.object({
  freeLeft: z.number().int().nonnegative(),
  freePerDay: z.number().int(),
  /** Credits of the next set: 0 while free sets are left. */
  nextCost: z.number().int().nonnegative(),
});
export type PreviewAllowance = z.infer<typeof previewAllowanceSchema>;

export const previewSetSchema = z.object({
  id: z.uuid(),
  costCredits: z.number().int(),
  previews: z.array(
    z.object({
      visualStyle: z.enum(VISUAL_STYLE_IDS),
      status: z.enum(RENDER_STATUSES),
      progress: z.number().int().min(0).max(100),
      /** The preview's file, once made. */
      videoUrl: z.string().nullable(),
    }),
  ),
  allowance: previewAllowanceSchema,
});
export type PreviewSet = z.infer<typeof previewSetSchema>;
export const previewSetParamsSchema = z.object({ setId: z.uuid() });
export const previewMediaParamsSchema = previewSetParamsSchema.extend({ visualStyle: z.enum(VISUAL_STYLE_IDS) });
