import { z } from 'zod';
import { pageFields, pageQuerySchema } from './paging';
import { TRAFFIC_SOURCES } from '../rules/traffic-source';
import { WEB_VITAL_NAMES, WEB_VITAL_RATINGS } from '../rules/web-vitals';

import { HEADLINE_VARIANTS } from '../rules/headline-variant';

export { HEADLINE_VARIANTS } from '../rules/headline-variant';

/**
 * The funnel's calls: opt-in and lead capture, lead behaviour, the consented analytics events and
 * web vitals, and the admin's leads, export and funnel dashboard.
 */

// ---- analytics (sent only after cookie consent) ----

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

// ---- leads ----

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();
// The e-mail rules (common/rules/opt-in-email.ts) run in the service, so the answer carries the rule's message.
const rawEmail = z.string().max(1000).optional();

/** POST /api/opt-in-handler */
export const optInRequestSchema = z.object({
  email: rawEmail,
  headlineVariant: z.enum(HEADLINE_VARIANTS).optional(),
  source: z.enum(TRAFFIC_SOURCES).optional(),
  leadMagnet: optionalText(200),
  landingPage: optionalText(500),
  referrer: optionalText(1000),
  firstVisit: z.iso.datetime({ offset: true }).optional(),
  utm: campaignParamsSchema.optional(),
});
export type OptInRequest = z.input<typeof optInRequestSchema>;

/** Success and error fields (spec section 7); a refused e-mail is a 400 with `success: false`, `error` and `message`. */
export const optInResponseSchema = z.object({ success: z.boolean(), error: z.string().optional() });
export type OptInResponse = z.infer<typeof optInResponseSchema>;

/** POST /api/leads/capture (the exit-intent modal) */
export const leadCaptureRequestSchema = z.object({
  email: rawEmail,
  name: optionalText(200),
  source: optionalText(40),
  leadMagnet: optionalText(200),
  utmSource: optionalText(200),
  utmMedium: optionalText(200),
  utmCampaign: optionalText(200),
  landingPage: optionalText(500),
});
export type LeadCaptureRequest = z.input<typeof leadCaptureRequestSchema>;

export const LEAD_BEHAVIOR_EVENTS = ['page_view', 'time_on_site', 'exit_intent_capture'] as const;

/** POST /api/leads/track-behavior: fire and forget (also sent as a text/plain beacon when the page is left). */
export const trackBehaviorRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  eventType: z.enum(LEAD_BEHAVIOR_EVENTS),
  eventValue: z.union([z.string().max(200), z.number().min(0).max(1e9)]).nullish(),
  pagePath: optionalText(500),
  utmSource: optionalText(200),
  utmMedium: optionalText(200),
  utmCampaign: optionalText(200),
});
export type TrackBehaviorRequest = z.input<typeof trackBehaviorRequestSchema>;

/** GET /api/leads/pixel.gif */
export const pixelQuerySchema = z.object({ email: z.string().max(254).optional(), campaign: z.string().max(200).optional() });

// ---- admin ----

const isoDay = z.iso.date({ message: 'must be a date (YYYY-MM-DD)' });

/** Filters shared by the list, the CSV export and the dashboard: a search, a source, a date range (inclusive days, UTC). */
export const leadFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  source: z.enum(TRAFFIC_SOURCES).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type LeadFilters = z.infer<typeof leadFiltersSchema>;

export const LEADS_PAGE_SIZE = 25;
export const leadListQuerySchema = leadFiltersSchema.extend({
  page: pageQuerySchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(LEADS_PAGE_SIZE),
});

export const leadSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  firstSource: z.string(),
  latestSource: z.string(),
  leadMagnet: z.string().nullable(),
  headlineVariant: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmContent: z.string().nullable(),
  utmTerm: z.string().nullable(),
  campaignParams: z.record(z.string(), z.string()),
  landingPage: z.string().nullable(),
  referrer: z.string().nullable(),
  firstVisitAt: z.iso.datetime().nullable(),
  optInCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListResponseSchema = z.object({
  leads: z.array(leadSchema),
  ...pageFields,
  countsBySource: z.array(z.object({ source: z.string(), count: z.number().int() })),
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

export const leadIdParamsSchema = z.object({ id: z.uuid() });

export const leadEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  value: z.string().nullable(),
  pagePath: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  occurredAt: z.iso.datetime(),
});

export const leadDetailResponseSchema = z.object({ lead: leadSchema, events: z.array(leadEventSchema) });
export type LeadDetailResponse = z.infer<typeof leadDetailResponseSchema>;

export const funnelQuerySchema = leadFiltersSchema.pick({ from: true, to: true });
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

const funnelCounts = { visitors: z.number().int(), optIns: z.number().int(), signUps: z.number().int() };
export const funnelResponseSchema = z.object({
  from: isoDay,
  to: isoDay,
  days: z.array(z.object({ day: isoDay, ...funnelCounts })),
  bySource: z.array(z.object({ source: z.string(), ...funnelCounts })),
  variants: z.array(z.object({ variant: z.string(), views: z.number().int(), consentedOptIns: z.number().int(), leads: z.number().int() })),
  vitals: z.array(
    z.object({ name: z.enum(WEB_VITAL_NAMES), p75: z.number().nullable(), samples: z.number().int(), rating: z.enum(WEB_VITAL_RATINGS).nullable() }),
  ),
  botHits: z.number().int(),
});
export type FunnelResponse = z.infer<typeof funnelResponseSchema>;
