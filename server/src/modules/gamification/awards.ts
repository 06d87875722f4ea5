import { ACHIEVEMENTS, type AchievementMetric } from '@common/catalog/achievements';
import { applyStreakDay, localDateOf, POINTS, weekStartOf, type PointsRule, type StreakState } from '@common/rules/gamification';
import type { Database, Transaction } from '../../db/client';
import { grantCredits } from '../credits/service';
import { addWeeklyPoints, adjustScoreCount, type StatColumn } from './leaderboard-repository';
import { insertAward, insertDay, insertUserAchievement, listUserAchievements, lockStats, writeStats, type LockedStats, type StatsRow } from './repository';

/**
 * Points, levels, achievements, streaks and leaderboards (docs/decisions/020-gamification.md).
 * Points only ever come from real events (./subscribers.ts) and from what those unlock; every
 * change happens under the user's stats-row lock, with the award row (unique key) that explains it
 * and the aggregates the leaderboards read, in one transaction.
 */

/** The counters an event moves, besides points. */
type Counter = 'videos' | 'shares' | 'views' | 'lessons' | 'practiceTasks' | 'quizzes' | 'modules' | 'certificates';

/** The boards whose ranks are counted per score, and the stats column each reads. */
export const BOARDS: Record<'points' | 'videos' | 'learning' | 'streak', StatColumn> = {
  points: 'points',
  videos: 'videos',
  learning: 'lessons',
  streak: 'longestStreak',
};

type Ctx = {
  tx: Transaction;
  userId: string;
  now: Date;
  timeZone: string;
  before: StatsRow;
  after: StatsRow;
  unlocked: Set<string> | null;
  newlyUnlocked: { achievementId: string; unlockedAt: Date }[];
};

/** Runs `work` under the user's stats lock, then unlocks what the new numbers reach and saves the aggregates. Undefined when the user is gone. */
export async function withUser<T>(db: Database, userId: string, now: Date, work: (ctx: Ctx) => Promise<T>): Promise<{ result: T; ctx: Ctx } | undefined> {
  return db.transaction(async (tx) => {
    const locked: LockedStats | undefined = await lockStats(tx, userId, now);
    if (!locked) return undefined;
    const { timeZone, ...row } = locked;
    const ctx: Ctx = { tx, userId, now, timeZone, before: { ...row }, after: { ...row }, unlocked: null, newlyUnlocked: [] };
    const result = await work(ctx);
    await unlockReached(ctx);
    await saveStats(ctx);
    return { result, ctx };
  });
}

async function saveStats(ctx: Ctx): Promise<void> {
  const { before, after, tx } = ctx;
  if (before.visible) {
    for (const [board, column] of Object.entries(BOARDS)) {
      if (before[column] === after[column]) continue;
      // always in ascending score order, so two transactions never wait on each other's rows
      await adjustScoreCount(tx, board, before[column], -1);
      await adjustScoreCount(tx, board, after[column], 1);
    }
  }
  after.updatedAt = ctx.now;
  await writeStats(tx, after);
}

/** Writes one award once per key; returns false for a replay. Points go to the total, the week and the counters. */
async function award(ctx: Ctx, input: { rule: PointsRule; points: number; key: string; counter?: Counter; at: Date }): Promise<boolean> {
  const fresh = await insertAward(ctx.tx, { userId: ctx.userId, rule: input.rule, points: input.points, idempotencyKey: input.key, createdAt: ctx.now });
  if (!fresh) return false;
  ctx.after.points += input.points;
  if (input.counter) ctx.after[input.counter] += 1;
  if (input.points > 0) {
    const weekStart = weekStartOf(input.at);
    const week = await addWeeklyPoints(ctx.tx, weekStart, ctx.userId, input.points);
    if (ctx.after.visible) {
      await adjustScoreCount(ctx.tx, `weekly:${weekStart}`, week.before, -1);
      await adjustScoreCount(ctx.tx, `weekly:${weekStart}`, week.after, 1);
    }
  }
  return true;
}

export const streakOf = (row: StatsRow): StreakState => ({
  currentStreak: row.currentStreak,
  longestStreak: row.longestStreak,
  freezeTokens: row.freezeTokens,
  lastDay: row.lastDay,
});

/** Counts one local day (once per user and day); a 7-day milestone earns a token and points. */
export async function countDay(ctx: Ctx, day: string, state: 'active' | 'frozen', activityType: string | null): Promise<boolean> {
  const fresh = await insertDay(ctx.tx, { userId: ctx.userId, day, state, activityType, createdAt: ctx.now });
  if (!fresh) return false;
  const step = applyStreakDay(streakOf(ctx.after), day, state);
  for (const frozen of step.frozenDays) await insertDay(ctx.tx, { userId: ctx.userId, day: frozen, state: 'frozen', activityType: null, createdAt: ctx.now });
  Object.assign(ctx.after, step.state);
  if (step.milestone) {
    await award(ctx, { rule: 'streak_milestone', points: POINTS.streak_milestone, key: `streak-milestone:${ctx.userId}:${day}`, at: ctx.now });
  }
  return true;
}

export function metricOf(row: StatsRow, metric: AchievementMetric): number {
  return row[metric];
}

/** Unlocks every achievement the numbers now reach, each once: its credits through the credits service, its perk's points. */
async function unlockReached(ctx: Ctx): Promise<void> {
  ctx.unlocked ??= new Set((await listUserAchievements(ctx.tx, ctx.userId)).map((row) => row.achievementId));
  // a perk's points can reach a points milestone: go round until nothing new unlocks
  for (let pass = 0; pass < 5; pass += 1) {
    const reached = ACHIEVEMENTS.filter((a) => !ctx.unlocked!.has(a.id) && metricOf(ctx.after, a.metric) >= a.threshold);
    if (reached.length === 0) return;
    for (const achievement of reached) {
      ctx.unlocked.add(achievement.id);
      if (!(await insertUserAchievement(ctx.tx, { userId: ctx.userId, achievementId: achievement.id, unlockedAt: ctx.now }))) continue;
      ctx.newlyUnlocked.push({ achievementId: achievement.id, unlockedAt: ctx.now });
      if (achievement.creditsReward > 0) {
        await grantCredits({
          tx: ctx.tx,
          userId: ctx.userId,
          amount: achievement.creditsReward,
          reason: `Achievement: ${achievement.name}`,
          idempotencyKey: `achievement:${achievement.id}`,
          now: ctx.now,
        });
      }
      if (achievement.specialPerks.xp > 0) {
        await award(ctx, {
          rule: 'achievement_perk',
          points: achievement.specialPerks.xp,
          key: `achievement-perk:${ctx.userId}:${achievement.id}`,
          at: ctx.now,
        });
      }
    }
  }
}

export type EventAward = {
  userId: string;
  rule: keyof typeof POINTS;
  counter: Counter;
  /** Unique per event and rule (or per natural key, e.g. one view per viewer). */
  key: string;
  occurredAt: Date;
  /** The day the event happened counts towards the user's streak. */
  countsAsActivity: boolean;
};

/** A subscriber's award: points, counter, the day, and whatever unlocks; a replayed key changes nothing. */
export async function awardEvent(options: { db: Database; now?: Date } & EventAward): Promise<boolean> {
  const { db, now = new Date() } = options;
  const done = await withUser(db, options.userId, now, async (ctx) => {
    const fresh = await award(ctx, { rule: options.rule, points: POINTS[options.rule], key: options.key, counter: options.counter, at: options.occurredAt });
    if (fresh && options.countsAsActivity) await countDay(ctx, localDateOf(options.occurredAt, ctx.timeZone), 'active', options.rule);
    return fresh;
  });
  return done?.result ?? false;
}

/** The numbers of a user before their first award. */
export const emptyStats = (userId: string): StatsRow => ({
  userId,
  visible: true,
  points: 0,
  videos: 0,
  shares: 0,
  views: 0,
  lessons: 0,
  practiceTasks: 0,
  quizzes: 0,
  modules: 0,
  certificates: 0,
  currentStreak: 0,
  longestStreak: 0,
  freezeTokens: 0,
  lastDay: null,
  updatedAt: new Date(0),
});
