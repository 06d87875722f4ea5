// A player's stats page and their gamification preferences (time zone, leaderboard visibility).
import { ACHIEVEMENTS } from '@common/catalog/achievements';
import type { StatsResponse } from '@common/contracts/gamification';
import { currentStreakOn, formatPoints, levelOf, localDateOf, weekStartOf } from '@common/rules/gamification';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { adjustScoreCount, readWeeklyPoints } from './leaderboard-repository';
import { readPreferences, readProfile, updatePreferences } from './repository';
import { BOARDS, emptyStats, streakOf, withUser } from './awards';

export async function getStats(options: { db: Database; userId: string; now: Date }): Promise<StatsResponse> {
  const profile = await readProfile(options.db, options.userId);
  const row = profile?.stats ?? emptyStats(options.userId);
  const level = levelOf(row.points);
  const today = localDateOf(options.now, profile?.timeZone ?? 'UTC');
  return {
    points: row.points,
    pointsLabel: formatPoints(row.points),
    level: level.level,
    progress: { pointsIntoLevel: level.pointsIntoLevel, pointsPerLevel: level.pointsPerLevel, percent: level.percent },
    rank: row.visible ? 1 + (profile?.pointsAbove ?? 0) : null,
    currentStreak: currentStreakOn(streakOf(row), today),
    longestStreak: row.longestStreak,
    freezeTokens: row.freezeTokens,
    achievementsUnlocked: Math.min(profile?.unlocked ?? 0, ACHIEVEMENTS.length),
    achievementsTotal: ACHIEVEMENTS.length,
    videosCompleted: row.videos,
    lessonsCompleted: row.lessons,
  };
}

/** The time zone and leaderboard visibility, for the profile's form (issue 18). */
export async function getGamificationPreferences(options: { db: Database; userId: string }) {
  const prefs = await readPreferences(options.db, options.userId);
  if (!prefs) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  return prefs;
}

export async function updateGamificationPreferences(options: { db: Database; userId: string; timeZone?: string; leaderboardVisible?: boolean; now: Date }) {
  await updatePreferences(options.db, options.userId, { timeZone: options.timeZone, leaderboardVisible: options.leaderboardVisible });
  if (options.leaderboardVisible !== undefined) {
    const visible = options.leaderboardVisible;
    await withUser(options.db, options.userId, options.now, async (ctx) => {
      if (ctx.before.visible === visible) return;
      const delta = visible ? 1 : -1;
      for (const [board, column] of Object.entries(BOARDS)) await adjustScoreCount(ctx.tx, board, ctx.before[column], delta);
      const weekStart = weekStartOf(ctx.now);
      await adjustScoreCount(ctx.tx, `weekly:${weekStart}`, await readWeeklyPoints(ctx.tx, weekStart, ctx.userId), delta);
      // saveStats adjusts counts only for a row that was visible before; this one's were moved above
      ctx.before.visible = false;
      ctx.after.visible = visible;
    });
  }
  const prefs = await readPreferences(options.db, options.userId);
  if (!prefs) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  return prefs;
}
