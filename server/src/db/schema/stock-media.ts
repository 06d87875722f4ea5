import { sql } from 'drizzle-orm';
import { integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Stock photos and clips imported from Pexels or Pixabay (ADR 028): each downloaded once, kept in
 * media storage under `storage_key`, with the author, page and licence its credit needs. Shared
 * by every creator (the libraries' licences allow it); a scene refers to a row by its id.
 */
export const stockMedia = pgTable(
  'stock_media',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider').$type<'pexels' | 'pixabay'>().notNull(),
    kind: text('kind').$type<'image' | 'clip'>().notNull(),
    externalId: text('external_id').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationSeconds: real('duration_seconds'),
    previewUrl: text('preview_url').notNull(),
    author: text('author').notNull(),
    authorUrl: text('author_url'),
    pageUrl: text('page_url').notNull(),
    license: text('license').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('stock_media_provider_kind_external_idx').on(t.provider, t.kind, t.externalId)],
);
