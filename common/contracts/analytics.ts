import { z } from 'zod';
import { WEB_VITAL_NAMES, WEB_VITAL_RATINGS } from '../rules/web-vitals';
import { TRAFFIC_SOURCES } from '../rules/traffic-source';

/** Public analytics and lead calls refuse bodies larger than this (413). */
export const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;

const metadataValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
export const campaignParamsSchema = z.record(z.string().max(40), z.string().max(200));
const path = z.string().max(500);

/** POST /api/analytics/funnel (spec section 7): sent only after cookie consent; failures ignored. */
export const funnelEventRequestSchema = z.object({
  event: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be a lower-case event name'),
  metadata: z.record(z.string().max(64), metadataValue).default({}),
  timestamp: z.iso.datetime({ offset: true }),
  url: path,
  referrer: z.string().max(1000).nullish(),
  utm: campaignParamsSchema.default({}),
  source: z.enum(TRAFFIC_SOURCES).optional(),
});
export type FunnelEventRequest = z.input<typeof funnelEventRequestSchema>;
export type FunnelEvent = z.output<typeof funnelEventRequestSchema>;

/** POST /api/analytics/vitals (spec section 7). */
export const webVitalRequestSchema = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().min(0).max(3_600_000),
  id: z.string().min(1).max(100),
  rating: z.enum(WEB_VITAL_RATINGS),
  navigationType: z.string().max(40).optional(),
  timestamp: z.iso.datetime({ offset: true }),
  url: path.optional(),
});
export type WebVitalRequest = z.input<typeof webVitalRequestSchema>;
export type WebVital = z.output<typeof webVitalRequestSchema>;

export const acceptedResponseSchema = z.object({ ok: z.literal(true) });
