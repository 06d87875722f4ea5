import type { HeadlineVariant } from '@common/rules/headline-variant';
import type { TrafficSource } from '@common/rules/traffic-source';
import type { WebVitalName, WebVitalRating } from '@common/rules/web-vitals';
import { sql } from 'drizzle-orm';
import { bigserial, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per opted-in e-mail (stored trimmed and lower-cased, so unique case-insensitively).
 * First-touch fields are set once; `latest*` and the counters follow every later opt-in.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    name: text('name'),
    firstSource: text('first_source').notNull(),
    latestSource: text('latest_source').notNull(),
    leadMagnet: text('lead_magnet'),
    headlineVariant: text('headline_variant').$type<HeadlineVariant>(),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    utmTerm: text('utm_term'),
    /** Every campaign parameter of the first touch (utm_*, source, campaign, click id, seller_id). */
    campaignParams: jsonb('campaign_params').$type<Record<string, string>>().notNull().default({}),
    landingPage: text('landing_page'),
    /** The first touch's referrer; null means direct. */
    referrer: text('referrer'),
    firstVisitAt: timestamp('first_visit_at', { withTimezone: true }),
    optInCount: integer('opt_in_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    guideSentAt: timestamp('guide_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('leads_email_key').on(t.email),
    index('leads_created_at_idx').on(t.createdAt),
    check('leads_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** What happened to a lead: opt-ins, captures, page views, time on site, pixel opens. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    value: text('value'),
    pagePath: text('page_path'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.occurredAt)],
);

/** Funnel events from browsers that accepted analytics cookies. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    url: text('url'),
    referrer: text('referrer'),
    utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
    /** The detected traffic source of the visit (one of the six), for the dashboard's split. */
    source: text('source').$type<TrafficSource>(),
    visitorId: text('visitor_id'),
    userId: uuid('user_id'),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_events_event_received_idx').on(t.event, t.receivedAt)],
);

/** Web-vitals reports from browsers that accepted analytics cookies; rating by the spec's thresholds. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').$type<WebVitalName>().notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').$type<WebVitalRating>().notNull(),
    metricId: text('metric_id').notNull(),
    navigationType: text('navigation_type'),
    url: text('url'),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('web_vitals_name_received_idx').on(t.name, t.receivedAt)],
);

/** Requests from bot user agents to the public lead and analytics calls: counted per day, never stored. */
export const botHits = pgTable(
  'bot_hits',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.route] })],
);
