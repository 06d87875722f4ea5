import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Case studies shown on /pricing (first six by position); seeded by the migration that creates them. */
export const caseStudies = pgTable('case_studies', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  position: integer('position').notNull(),
  clientName: text('client_name').notNull(),
  industry: text('industry').notNull(),
  /** Whole dollars, as the promotional copy shows them. */
  revenue: integer('revenue').notNull(),
  challenge: text('challenge').notNull(),
  results: jsonb('results').$type<{ metric: string; value: string; improvement: string }[]>().notNull(),
  testimonial: text('testimonial').notNull(),
  videoCount: integer('video_count').notNull(),
  timeframe: text('timeframe').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
