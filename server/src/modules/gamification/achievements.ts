// Achievements: the catalogue's rules against a user's server-side counts, unlocked once each (docs/decisions/020).
import { ACHIEVEMENTS, ACHIEVEMENTS_BY_ID, type AchievementEntry } from '@common/catalog/achievements';
import type { AchievementsResponse, CheckAchievementsResponse, MyAchievementsResponse, UserAchievement } from '@common/contracts/gamification';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { listUserAchievements, markAchievementSeen, readStats, type UserAchievementRow } from './repository';
import { emptyStats, metricOf, withUser } from './awards';

function toAchievement(entry: AchievementEntry) {
  const { metric: _metric, threshold: _threshold, ...rest } = entry;
  return rest;
}

function toUserAchievement(row: Pick<UserAchievementRow, 'achievementId' | 'unlockedAt'> & { seenAt?: Date | null }): UserAchievement | undefined {
  const entry = ACHIEVEMENTS_BY_ID.get(row.achievementId);
  if (!entry) return undefined;
  return { achievementId: row.achievementId, hasBeenSeen: Boolean(row.seenAt), unlockedAt: row.unlockedAt.toISOString(), achievement: toAchievement(entry) };
}

export async function listAchievements(options: { db: Executor; userId: string }): Promise<AchievementsResponse> {
  const [stats, unlocked] = await Promise.all([readStats(options.db, options.userId), listUserAchievements(options.db, options.userId)]);
  const row = stats ?? emptyStats(options.userId);
  const unlockedAt = new Map(unlocked.map((u) => [u.achievementId, u.unlockedAt]));
  return {
    achievements: ACHIEVEMENTS.map((entry) => {
      const current = Math.min(metricOf(row, entry.metric), entry.threshold);
      const at = unlockedAt.get(entry.id);
      return {
        ...toAchievement(entry),
        unlocked: Boolean(at),
        unlockedAt: at?.toISOString() ?? null,
        progress: { current: at ? entry.threshold : current, target: entry.threshold, percent: at ? 100 : Math.floor((current / entry.threshold) * 100) },
      };
    }),
  };
}

export async function listMyAchievements(options: { db: Executor; userId: string }): Promise<MyAchievementsResponse> {
  const rows = await listUserAchievements(options.db, options.userId);
  return { achievements: rows.map(toUserAchievement).filter((a): a is UserAchievement => a !== undefined) };
}

export async function markSeen(options: { db: Executor; userId: string; achievementId: string; now: Date }) {
  if (!(await markAchievementSeen(options.db, options.userId, options.achievementId, options.now))) {
    throw new AppError('NOT_FOUND', 'You have not unlocked this achievement.');
  }
  return { achievementId: options.achievementId, hasBeenSeen: true as const };
}

/** Re-evaluates every rule against the user's server-side counts; nothing the client sends can unlock anything. */
export async function checkAchievements(options: { db: Database; userId: string; now: Date }): Promise<CheckAchievementsResponse> {
  const done = await withUser(options.db, options.userId, options.now, async () => undefined);
  const newlyUnlocked = (done?.ctx.newlyUnlocked ?? []).map((row) => toUserAchievement({ ...row, seenAt: null })!);
  return { newlyUnlocked };
}
