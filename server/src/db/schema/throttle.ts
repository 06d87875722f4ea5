import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Events counted by rate limits (a failed login, a registration), shared by every instance.
 * A limit counts the rows of one bucket and subject inside its window.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_events_lookup_idx').on(t.bucket, t.subject, t.occurredAt)],
);
