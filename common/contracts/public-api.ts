import { z } from 'zod';
import { idempotencyKeySchema } from './credits';
import { ASPECT_RATIO_IDS } from '../catalog/aspect-ratios';
import { TONE_IDS } from '../catalog/tones';
import { VISUAL_STYLE_IDS } from '../catalog/visual-styles';
import { scenesSchema } from './script';
import { qualityReportSchema } from './quality';
import { RENDER_STATUSES, VIDEO_LIMITS, promptSchema, videoCursorSchema } from './video';

/** The public API (issue 18, docs/decisions/025-public-api.md): personal keys, /api/v1, outgoing webhooks. */

export const API_KEY_SCOPES = ['read', 'render'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const WEBHOOK_EVENTS = ['video.completed', 'video.failed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The header a delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'reelwright-signature';

// ---- key management (cookie session, /api/public-api/*) ----

export const createApiKeyRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the key').max(60, 'Keep the name under 60 characters'),
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1, 'Choose at least one scope').max(2),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's visible start, e.g. `rw_3fA9kQ2x`. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeysResponseSchema = z.object({ keys: z.array(apiKeySchema) });
/** The one answer that holds the whole key: it is never shown again. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export const apiKeyIdParamsSchema = z.object({ keyId: z.uuid() });

export const apiKeyUsageSchema = z.object({
  usage: z.array(z.object({ method: z.string(), route: z.string(), status: z.number().int(), at: z.iso.datetime() })),
});
export type ApiKeyUsage = z.infer<typeof apiKeyUsageSchema>;

export const createWebhookRequestSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, message: 'Enter an http(s) URL' }).max(2000),
});
export const webhookEndpointSchema = z.object({ id: z.string(), url: z.string(), createdAt: z.iso.datetime() });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointsResponseSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
/** The signing secret is shown once, when the endpoint is made. */
export const createdWebhookSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;
export const webhookIdParamsSchema = z.object({ endpointId: z.uuid() });
export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  url: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesResponseSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });

// ---- /api/v1 (Bearer key) ----

/** POST /api/v1/videos: a description and options; without scenes the server writes the script. */
export const v1CreateVideoRequestSchema = z.strictObject({
  description: promptSchema,
  visualStyle: z.enum(VISUAL_STYLE_IDS),
  aspectRatio: z.enum(ASPECT_RATIO_IDS),
  durationSeconds: z.number().int().min(VIDEO_LIMITS.durationMin).max(VIDEO_LIMITS.durationMax),
  tone: z.enum(TONE_IDS),
  scenes: scenesSchema.optional(),
  title: z.string().trim().min(1).max(120).optional(),
  /** The same key returns the first video instead of paying twice. */
  idempotencyKey: idempotencyKeySchema,
});
export type V1CreateVideoRequest = z.infer<typeof v1CreateVideoRequestSchema>;

// Spelled out, not derived from the studio's video schema: /api/v1 is a versioned promise to
// customers, so a field the studio adds or renames must not change it.
export const v1VideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  visualStyle: z.enum(VISUAL_STYLE_IDS),
  aspectRatio: z.enum(ASPECT_RATIO_IDS),
  durationSeconds: z.number().int(),
  status: z.enum(RENDER_STATUSES),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  costCredits: z.number().int(),
  /** `/api/v1/videos/{id}/download` once completed, else null. */
  downloadUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The render's quality report (added in issue 28: an added field, nothing renamed); null before it is checked. */
  qualityReport: qualityReportSchema.nullable(),
});
export type V1Video = z.infer<typeof v1VideoSchema>;
export const v1VideoListQuerySchema = z.object({
  status: z.enum(RENDER_STATUSES).optional(),
  cursor: videoCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const v1VideoListSchema = z.object({ videos: z.array(v1VideoSchema), nextCursor: z.string().nullable() });
export const v1VideoIdParamsSchema = z.object({ videoId: z.string().min(1).max(100) });
export const v1CreditsSchema = z.object({ balance: z.number().int() });

/** The body of a webhook delivery. */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  createdAt: z.iso.datetime(),
  data: z.object({ videoId: z.string(), status: z.enum(['completed', 'failed']), reason: z.string().nullable() }),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
