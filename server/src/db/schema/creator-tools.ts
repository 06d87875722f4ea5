import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SavedItem, SavedKind } from '@common/contracts/creator-tools';
import { users } from './auth';

/**
 * The creator tools' library (ADR 023): saved hooks, prompts (description + style, ratio, tone)
 * and module-engine results, each with tags. One table, told apart by `kind`.
 */
export const creatorToolItems = pgTable(
  'creator_tool_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SavedKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    meta: jsonb('meta').$type<SavedItem['meta']>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('creator_tool_items_user_kind_idx').on(t.userId, t.kind, t.updatedAt)],
);
