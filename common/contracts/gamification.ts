import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES } from '../catalog/achievements';
import { isValidTimeZone, LEADERBOARD_DEFAULT_SIZE, LEADERBOARD_MAX_SIZE, RARITIES } from '../rules/gamification';

// The /api/gamification/* calls (spec section 7). The spec leaves the streak, stats and
// leaderboard shapes open; they are decided here and in docs/decisions/020-gamification.md.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const timeZoneSchema = z.string().refine(isValidTimeZone, { message: 'Unknown time zone: use an IANA name such as Europe/Berlin.' });

export const achievementSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  rarity: z.enum(RARITIES),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  creditsReward: z.number().int().nonnegative(),
  specialPerks: z.object({ message: z.string(), xp: z.number().int().nonnegative() }),
});

/** GET /api/gamification/achievements: the whole catalogue with the caller's progress. */
export const achievementsResponseSchema = z.object({
  achievements: z.array(
    achievementSchema.extend({
      unlocked: z.boolean(),
      unlockedAt: z.iso.datetime().nullable(),
      progress: z.object({ current: z.number().int().nonnegative(), target: z.number().int().positive(), percent: z.number().int().min(0).max(100) }),
    }),
  ),
});
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;

export const userAchievementSchema = z.object({
  achievementId: z.string(),
  hasBeenSeen: z.boolean(),
  unlockedAt: z.iso.datetime(),
  achievement: achievementSchema,
});
export type UserAchievement = z.infer<typeof userAchievementSchema>;

/** GET /api/gamification/my-achievements: unlocked ones, newest first. */
export const myAchievementsResponseSchema = z.object({ achievements: z.array(userAchievementSchema) });
export type MyAchievementsResponse = z.infer<typeof myAchievementsResponseSchema>;

export const achievementParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /api/gamification/achievements/{id}/seen */
export const achievementSeenResponseSchema = z.object({ achievementId: z.string(), hasBeenSeen: z.literal(true) });

/** POST /api/gamification/check-achievements: no body is needed; anything sent is ignored but must be an object. */
export const checkAchievementsRequestSchema = z.object({}).strict().optional();
export const checkAchievementsResponseSchema = z.object({ newlyUnlocked: z.array(userAchievementSchema) });
export type CheckAchievementsResponse = z.infer<typeof checkAchievementsResponseSchema>;

/** What a client may report as today's activity: it marks the day active and never awards points. */
export const ACTIVITY_TYPES = ['daily_visit', 'video_created', 'script_written', 'lesson_viewed', 'practice'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** POST /api/gamification/record-activity; `timeZone` is the browser's, stored on the account when it changed. */
export const recordActivityRequestSchema = z.object({ activityType: z.enum(ACTIVITY_TYPES), timeZone: timeZoneSchema.optional() }).strict();

export const DAY_STATES = ['active', 'frozen', 'missed', 'none'] as const;

/**
 * GET /api/gamification/streak (also the answer of record-activity and use-freeze-token).
 * `todayState`: active (something counted today), frozen (a token protects today), open (nothing yet).
 * `days`: the last 30 local days, oldest first, ending today: active, frozen, missed (a gap inside
 * a streak that was lost) or none.
 */
export const streakResponseSchema = z.object({
  timeZone: z.string(),
  today: isoDate,
  todayState: z.enum(['active', 'frozen', 'open']),
  currentStreak: z.number().int().nonnegative(),
  longestStreak: z.number().int().nonnegative(),
  freezeTokens: z.number().int().nonnegative(),
  maxFreezeTokens: z.number().int().positive(),
  freezeTokenCostCredits: z.number().int().positive(),
  nextMilestone: z.number().int().positive(),
  days: z.array(z.object({ date: isoDate, state: z.enum(DAY_STATES) })),
});
export type StreakResponse = z.infer<typeof streakResponseSchema>;

export const LEADERBOARD_CATEGORIES = ['videos', 'learning', 'streak', 'points'] as const;
export type LeaderboardCategory = (typeof LEADERBOARD_CATEGORIES)[number];

const limitSchema = z.coerce
  .number({ message: `limit must be a whole number from 1 to ${LEADERBOARD_MAX_SIZE}.` })
  .int({ message: `limit must be a whole number from 1 to ${LEADERBOARD_MAX_SIZE}.` })
  .min(1, { message: `limit must be at least 1.` })
  .max(LEADERBOARD_MAX_SIZE, { message: `limit must be at most ${LEADERBOARD_MAX_SIZE}.` })
  .default(LEADERBOARD_DEFAULT_SIZE);

export const leaderboardQuerySchema = z.object({ limit: limitSchema });
export const categoryLeaderboardQuerySchema = z.object({
  category: z.enum(LEADERBOARD_CATEGORIES, { message: `category must be one of ${LEADERBOARD_CATEGORIES.join(', ')}.` }),
  limit: limitSchema,
});

/**
 * The three leaderboards. Ordered by value, then by the account's id (a stable tie-break); `rank`
 * is competition ranking (1 + how many visible users have more), so ties share a rank. `value` is
 * points (global, weekly, category points), videos rendered, lessons completed, or the longest streak.
 * `me` is the caller's own place even outside the top (`rank` null when opted out).
 */
export const leaderboardResponseSchema = z.object({
  board: z.enum(['global', 'weekly', ...LEADERBOARD_CATEGORIES]),
  weekStart: isoDate.nullable(),
  entries: z.array(
    z.object({
      rank: z.number().int().positive(),
      displayName: z.string(),
      value: z.number().int().nonnegative(),
      level: z.number().int().positive(),
      isMe: z.boolean(),
    }),
  ),
  me: z.object({ rank: z.number().int().positive().nullable(), value: z.number().int().nonnegative(), visible: z.boolean() }),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** GET /api/gamification/stats */
export const statsResponseSchema = z.object({
  points: z.number().int().nonnegative(),
  pointsLabel: z.string(),
  level: z.number().int().positive(),
  progress: z.object({
    pointsIntoLevel: z.number().int().nonnegative(),
    pointsPerLevel: z.number().int().positive(),
    percent: z.number().int().min(0).max(100),
  }),
  rank: z.number().int().positive().nullable(),
  currentStreak: z.number().int().nonnegative(),
  longestStreak: z.number().int().nonnegative(),
  freezeTokens: z.number().int().nonnegative(),
  achievementsUnlocked: z.number().int().nonnegative(),
  achievementsTotal: z.number().int().positive(),
  videosCompleted: z.number().int().nonnegative(),
  lessonsCompleted: z.number().int().nonnegative(),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

/** PUT /api/gamification/preferences: the browser's time zone and the leaderboard opt-out. */
export const preferencesRequestSchema = z.object({ timeZone: timeZoneSchema.optional(), leaderboardVisible: z.boolean().optional() }).strict();
export const preferencesResponseSchema = z.object({ timeZone: z.string(), leaderboardVisible: z.boolean() });
