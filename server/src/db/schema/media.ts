import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BrandFont, MediaFormatId, MediaKind } from '@common/catalog/media';
import { users } from './auth';

/** A creator's own upload (docs/decisions/027): checked by decoding, stored privately under `storage_key`. */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    /** What decoding found (png, jpeg, webp, mp4, mov, webm), never what the file claimed. */
    format: text('format').$type<MediaFormatId>().notNull(),
    contentType: text('content_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** 0 for a voice-over recording (kind audio). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationSeconds: real('duration_seconds'),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('media_assets_user_idx').on(t.userId, t.createdAt), check('media_assets_kind_check', sql`${t.kind} in ('image', 'clip', 'audio')`)],
);

/** One brand kit a creator: a logo (one of their images), two colours and a shipped font. */
export const brandKits = pgTable('brand_kits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  logoAssetId: uuid('logo_asset_id').references(() => mediaAssets.id, { onDelete: 'set null' }),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  font: text('font').$type<BrandFont>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
