import type { ProductCard } from '@common/contracts/product';
import type { DraftSettings } from '@common/contracts/studio';
import type { Scene, Tone } from '@common/contracts/script';
import type { AspectRatio, VisualStyle } from '@common/contracts/video';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { renderJobs } from './video';

/** The video maker's work in progress, saved as the creator types. */
export const videoDrafts = pgTable(
  'video_drafts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    visualStyle: text('visual_style').$type<VisualStyle>().notNull(),
    aspectRatio: text('aspect_ratio').$type<AspectRatio>().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    tone: text('tone').$type<Tone>().notNull(),
    scenes: jsonb('scenes').$type<Scene[]>().notNull(),
    product: jsonb('product').$type<ProductCard>(),
    /** The maker's other settings (voice, captions, brand kit, platform: issue 29); null: the maker's defaults. */
    settings: jsonb('settings').$type<DraftSettings>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('video_drafts_user_idx').on(t.userId, t.updatedAt)],
);

/** Public links to one video; a revoked link answers 404. At most one live link per video. */
export const videoShares = pgTable(
  'video_shares',
  {
    token: text('token').primaryKey(),
    videoId: text('video_id')
      .notNull()
      .references(() => renderJobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('video_shares_live_key')
      .on(t.videoId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** One row per human view of a share page (bots are not counted). */
export const shareViews = pgTable(
  'share_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token')
      .notNull()
      .references(() => videoShares.token, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
    referrer: text('referrer'),
  },
  (t) => [index('share_views_token_idx').on(t.token, t.viewedAt)],
);

/** Share links of removed accounts: the share page says "removed" instead of "never existed". No user id. */
export const removedShareLinks = pgTable('removed_share_links', {
  token: text('token').primaryKey(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
});
