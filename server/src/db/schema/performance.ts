import { boolean, index, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { renderJobs } from './video';

/**
 * One playback of a studio video by someone other than its owner (player beacons; bots and the
 * owner's own plays are never stored). The player names the play with a random id, so its later
 * beacons only move `furthest_seconds` forward and set `completed` once.
 */
export const videoPlays = pgTable(
  'video_plays',
  {
    id: uuid('id').primaryKey(),
    videoId: text('video_id')
      .notNull()
      .references(() => renderJobs.id, { onDelete: 'cascade' }),
    /** Where it was played: a share page or the signed-in studio player. */
    source: text('source').$type<'share' | 'studio'>().notNull(),
    furthestSeconds: real('furthest_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('video_plays_video_idx').on(t.videoId, t.startedAt)],
);
