import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AspectRatio, VisualStyle } from '@common/contracts/video';
import type { BatchRowInput } from '@common/contracts/batches';
import { users } from './auth';
import { renderJobs } from './video';

/**
 * A set of style previews (issue 29, docs/decisions/067): the script's first seconds in up to four
 * styles, each a `render_jobs` row of kind `preview` (never in the library or history). One set
 * per creator and idempotency key; `costCredits` is 0 within the day's free sets.
 */
export const previewSets = pgTable(
  'preview_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    aspectRatio: text('aspect_ratio').$type<AspectRatio>().notNull(),
    costCredits: integer('cost_credits').notNull(),
    /** The styles in the order asked, each with its preview render. */
    items: jsonb('items').$type<{ visualStyle: VisualStyle; renderJobId: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('preview_sets_owner_key_idx').on(t.ownerUserId, t.idempotencyKey),
    index('preview_sets_owner_created_idx').on(t.ownerUserId, t.createdAt),
  ],
);

/** A CSV batch (issue 29): one row per variant, validated whole before any render starts. */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's key for this batch; every row's render pays under `batch:{key}:{line}`. */
    idempotencyKey: text('idempotency_key').notNull(),
    title: text('title').notNull(),
    /** What the creator confirmed before anything rendered. */
    costCredits: integer('cost_credits').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('batches_owner_key_idx').on(t.ownerUserId, t.idempotencyKey), index('batches_owner_created_idx').on(t.ownerUserId, t.createdAt)],
);

/** One row of a batch: what the file said, and the render it became (or why it could not start). */
export const batchRows = pgTable(
  'batch_rows',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    /** 1-based place among the file's rows: the ZIP's file names start with it. */
    position: integer('position').notNull(),
    /** The line of the file the row came from (the header is line 1). */
    line: integer('line').notNull(),
    input: jsonb('input').$type<BatchRowInput>().notNull(),
    renderJobId: text('render_job_id').references(() => renderJobs.id, { onDelete: 'set null' }),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.position] })],
);
