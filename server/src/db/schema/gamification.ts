import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * One row per points award. `idempotency_key` (the event's id and the rule, or a natural key) is
 * unique, so an event delivered any number of times, concurrently or not, awards once.
 */
export const gamificationAwards = pgTable(
  'gamification_awards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    points: integer('points').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('gamification_awards_key').on(t.idempotencyKey), index('gamification_awards_user_idx').on(t.userId, t.id)],
);

/**
 * Each user's aggregates, changed only in the transaction that writes the award or the day that
 * explains the change, under this row's lock. Leaderboards read these (and the score counts), never
 * the raw awards. `visible` mirrors users.leaderboard_visible so the indexes can leave opted-out users out.
 */
export const gamificationStats = pgTable(
  'gamification_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    visible: boolean('visible').notNull().default(true),
    points: integer('points').notNull().default(0),
    videos: integer('videos').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    views: integer('views').notNull().default(0),
    lessons: integer('lessons').notNull().default(0),
    practiceTasks: integer('practice_tasks').notNull().default(0),
    quizzes: integer('quizzes').notNull().default(0),
    modules: integer('modules').notNull().default(0),
    certificates: integer('certificates').notNull().default(0),
    currentStreak: integer('current_streak').notNull().default(0),
    longestStreak: integer('longest_streak').notNull().default(0),
    freezeTokens: integer('freeze_tokens').notNull().default(0),
    lastDay: date('last_day', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gamification_stats_points_idx')
      .on(t.points.desc(), t.userId)
      .where(sql`${t.visible}`),
    index('gamification_stats_videos_idx')
      .on(t.videos.desc(), t.userId)
      .where(sql`${t.visible}`),
    index('gamification_stats_lessons_idx')
      .on(t.lessons.desc(), t.userId)
      .where(sql`${t.visible}`),
    index('gamification_stats_streak_idx')
      .on(t.longestStreak.desc(), t.userId)
      .where(sql`${t.visible}`),
  ],
);

/** Points earned per user in a week that starts on Monday 00:00 UTC. */
export const gamificationWeekly = pgTable(
  'gamification_weekly',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.userId] }), index('gamification_weekly_rank_idx').on(t.weekStart, t.points.desc(), t.userId)],
);

/**
 * How many visible users hold each score on each board (`points`, `videos`, `learning`, `streak`,
 * `weekly:<date>`), kept in the same transactions as the stats. A rank is 1 + the sum of the
 * counts above one's score: a short index range, however deep the user sits (ADR 020).
 */
export const gamificationScoreCounts = pgTable(
  'gamification_score_counts',
  {
    board: text('board').notNull(),
    score: integer('score').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.score] })],
);

/** One row per user and local calendar day that counted: active, or protected by a freeze token. */
export const gamificationDays = pgTable(
  'gamification_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    state: text('state').$type<'active' | 'frozen'>().notNull(),
    activityType: text('activity_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Unlocked achievements, once per user and achievement. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);
