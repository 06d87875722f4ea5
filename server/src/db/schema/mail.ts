import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Every message the embedded mail adapter "sent": the outbox an operator reads instead of an inbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
