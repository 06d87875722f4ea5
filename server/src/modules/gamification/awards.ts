import { ACHIEVEMENTS, ACHIEVEMENTS_BY_ID, type AchievementEntry, type AchievementMetric } from '@common/catalog/achievements';
import type {
  AchievementsResponse,
  ActivityType,
  CheckAchievementsResponse,
  LeaderboardCategory,
  LeaderboardResponse,
  MyAchievementsResponse,
  StatsResponse,
  StreakResponse,
  UserAchievement,
} from '@common/contracts/gamification';
import {
  addDays,
  applyStreakDay,
  currentStreakOn,
  FREEZE_TOKEN_COST_CREDITS,
  formatPoints,
  levelOf,
  localDateOf,
  MAX_FREEZE_TOKENS,
  POINTS,
  publicDisplayName,
  STREAK_MILESTONE_DAYS,
  weekStartOf,
  type PointsRule,
  type StreakState,
} from '@common/rules/gamification';
import { randomUUID } from 'node:crypto';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import { grantCredits, spendCredits } from '../credits/service';
import {
  addWeeklyPoints,
  adjustScoreCount,
  findDay,
  followBrowserTimeZone,
  insertAward,
  insertDay,
  insertUserAchievement,
  listDays,
  listTop,
  listUserAchievements,
  listWeeklyTop,
  lockStats,
  markAchievementSeen,
  readPlace,
  readPreferences,
  readProfile,
  readStats,
  readWeeklyPlace,
  readWeeklyPoints,
  updatePreferences,
  writeStats,
  type LockedStats,
  type StatColumn,
  type StatsRow,
  type UserAchievementRow,
} from './repository';

/**
 * Points, levels, achievements, streaks and leaderboards (docs/decisions/020-gamification.md).
 * Points only ever come from real events (./subscribers.ts) and from what those unlock; every
 * change happens under the user's stats-row lock, with the award row (unique key) that explains it
 * and the aggregates the leaderboards read, in one transaction.
 */


/** The counters an event moves, besides points. */
type Counter = 'videos' | 'shares' | 'views' | 'lessons' | 'practiceTasks' | 'quizzes' | 'modules' | 'certificates';

/** The boards whose ranks are counted per score, and the stats column each reads. */
const BOARDS: Record<'points' | 'videos' | 'learning' | 'streak', StatColumn> = { points: 'points', videos: 'videos', learning: 'lessons', streak: 'longestStreak' };

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
async function withUser<T>(db: Database, userId: string, now: Date, work: (ctx: Ctx) => Promise<T>): Promise<{ result: T; ctx: Ctx } | undefined> {
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

const streakOf = (row: StatsRow): StreakState => ({ currentStreak: row.currentStreak, longestStreak: row.longestStreak, freezeTokens: row.freezeTokens, lastDay: row.lastDay });

/** Counts one local day (once per user and day); a 7-day milestone earns a token and points. */
async function countDay(ctx: Ctx, day: string, state: 'active' | 'frozen', activityType: string | null): Promise<boolean> {
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

function metricOf(row: StatsRow, metric: AchievementMetric): number {
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
        await grantCredits({ tx: ctx.tx, userId: ctx.userId, amount: achievement.creditsReward, reason: `Achievement: ${achievement.name}`, idempotencyKey: `achievement:${achievement.id}`, now: ctx.now });
      }
      if (achievement.specialPerks.xp > 0) {
        await award(ctx, { rule: 'achievement_perk', points: achievement.specialPerks.xp, key: `achievement-perk:${ctx.userId}:${achievement.id}`, at: ctx.now });
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

function toAchievement(entry: AchievementEntry) {
  const { metric: _metric, threshold: _threshold, ...rest } = entry;
  return rest;
}

function toUserAchievement(row: Pick<UserAchievementRow, 'achievementId' | 'unlockedAt'> & { seenAt?: Date | null }): UserAchievement | undefined {
  const entry = ACHIEVEMENTS_BY_ID.get(row.achievementId);
  if (!entry) return undefined;
  return { achievementId: row.achievementId, hasBeenSeen: Boolean(row.seenAt), unlockedAt: row.unlockedAt.toISOString(), achievement: toAchievement(entry) };
}

const emptyStats = (userId: string): StatsRow => ({
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

async function storeTimeZone(db: Executor, userId: string, timeZone: string | undefined): Promise<void> {
  if (timeZone) await followBrowserTimeZone(db, userId, timeZone);
}

/** Marks today (the user's local day) active; it never awards points by itself, only a streak milestone can. */
export async function recordActivity(options: { db: Database; userId: string; activityType: ActivityType; timeZone?: string; now: Date }): Promise<StreakResponse> {
  await storeTimeZone(options.db, options.userId, options.timeZone);
  await withUser(options.db, options.userId, options.now, (ctx) => countDay(ctx, localDateOf(options.now, ctx.timeZone), 'active', options.activityType));
  return getStreak(options);
}

/** Spends a held token on today: 409 when none is held or today already counts. */
export async function useFreezeToken(options: { db: Database; userId: string; now: Date }): Promise<StreakResponse> {
  await withUser(options.db, options.userId, options.now, async (ctx) => {
    const today = localDateOf(options.now, ctx.timeZone);
    const existing = await findDay(ctx.tx, ctx.userId, today);
    if (existing?.state === 'active') throw new AppError('CONFLICT', 'You were already active today, so your streak is safe.');
    if (existing?.state === 'frozen') throw new AppError('CONFLICT', 'Today is already protected by a freeze token.');
    if (ctx.after.freezeTokens < 1) throw new AppError('CONFLICT', 'You have no freeze tokens left.');
    await countDay(ctx, today, 'frozen', null);
  });
  return getStreak(options);
}

/** Buys one token ahead with credits (the credits service refuses when the balance is short): 409 at the maximum. */
export async function buyFreezeToken(options: { db: Database; userId: string; now: Date }): Promise<StreakResponse> {
  await withUser(options.db, options.userId, options.now, async (ctx) => {
    if (ctx.after.freezeTokens >= MAX_FREEZE_TOKENS) throw new AppError('CONFLICT', `You already hold ${MAX_FREEZE_TOKENS} freeze tokens, the most you can keep.`);
    await spendCredits({ tx: ctx.tx, userId: ctx.userId, amount: FREEZE_TOKEN_COST_CREDITS, reason: 'Streak freeze token', idempotencyKey: `freeze-token:${randomUUID()}`, now: ctx.now });
    ctx.after.freezeTokens += 1;
  });
  return getStreak(options);
}

export async function getStreak(options: { db: Executor; userId: string; now: Date }): Promise<StreakResponse> {
  const prefs = await readPreferences(options.db, options.userId);
  const timeZone = prefs?.timeZone ?? 'UTC';
  const row = (await readStats(options.db, options.userId)) ?? emptyStats(options.userId);
  const today = localDateOf(options.now, timeZone);
  const from = addDays(today, -29);
  const counted = new Map((await listDays(options.db, options.userId, from, today)).map((d) => [d.day, d.state]));
  const currentStreak = currentStreakOn(streakOf(row), today);
  const firstCounted = [...counted.keys()].sort()[0];
  const days = Array.from({ length: 30 }, (_, i) => {
    const date = addDays(from, i);
    const kind = counted.get(date);
    if (kind) return { date, state: kind };
    // a past day with nothing, after the first day that counted in the window, was missed
    const missed = date !== today && firstCounted !== undefined && date > firstCounted;
    return { date, state: missed ? ('missed' as const) : ('none' as const) };
  });
  const todayKind = counted.get(today);
  return {
    timeZone,
    today,
    todayState: todayKind ?? 'open',
    currentStreak,
    longestStreak: row.longestStreak,
    freezeTokens: row.freezeTokens,
    maxFreezeTokens: MAX_FREEZE_TOKENS,
    freezeTokenCostCredits: FREEZE_TOKEN_COST_CREDITS,
    nextMilestone: (Math.floor(currentStreak / STREAK_MILESTONE_DAYS) + 1) * STREAK_MILESTONE_DAYS,
    days,
  };
}

type BoardName = 'global' | 'weekly' | LeaderboardCategory;

const CATEGORY_COLUMNS: Record<LeaderboardCategory, { column: StatColumn; board: keyof typeof BOARDS }> = {
  points: { column: 'points', board: 'points' },
  videos: { column: 'videos', board: 'videos' },
  learning: { column: 'lessons', board: 'learning' },
  streak: { column: 'longestStreak', board: 'streak' },
};

type TopRow = Awaited<ReturnType<typeof listTop>>[number];
type Entry = LeaderboardResponse['entries'][number];

/** Competition ranks down a list that starts at the top (ties share a rank), with public names only. */
function rankEntries(rows: TopRow[]): { userIds: string[]; entries: Entry[] } {
  let rank = 0;
  const entries = rows.map((row, i) => {
    if (i === 0 || row.value !== rows[i - 1]!.value) rank = i + 1;
    return { rank, displayName: publicDisplayName(row.name), value: row.value, level: levelOf(row.points).level, isMe: false };
  });
  return { userIds: rows.map((row) => row.userId), entries };
}

/** The ranked top with the caller's own entry (if they are in it) marked. */
function markMe(top: { userIds: string[]; entries: Entry[] }, userId: string): Entry[] {
  const mine = top.userIds.indexOf(userId);
  return mine < 0 ? top.entries : top.entries.map((entry, i) => (i === mine ? { ...entry, isMe: true } : entry));
}

/** The caller's own line: no rank when they opted out, value 0 before their first award. */
function myPlace(place: { visible: boolean; value: number; above: number } | undefined): LeaderboardResponse['me'] {
  const visible = place?.visible ?? true;
  return { rank: visible ? (place?.above ?? 0) + 1 : null, value: place?.value ?? 0, visible };
}

/**
 * The top of a board is the same for everyone: each instance reads and ranks it at most once a
 * second per board and size (the client caches it a minute anyway). The caller's own place is
 * always read fresh.
 */
const TOP_MEMO_MS = 1000;
const topMemo = new Map<string, { at: number; top: Promise<ReturnType<typeof rankEntries>> }>();
function memoTop(key: string, now: Date, read: () => Promise<TopRow[]>) {
  const hit = topMemo.get(key);
  if (hit && now.getTime() - hit.at < TOP_MEMO_MS && now.getTime() >= hit.at) return hit.top;
  const top = read().then(rankEntries);
  topMemo.set(key, { at: now.getTime(), top });
  top.catch(() => topMemo.delete(key));
  return top;
}

export async function getLeaderboard(options: { db: Database; userId: string; board: BoardName; limit: number; now: Date }): Promise<LeaderboardResponse> {
  const { db, userId, limit } = options;
  const top = (key: string, read: () => Promise<TopRow[]>) => memoTop(key, options.now, read);
  if (options.board === 'weekly') {
    const weekStart = weekStartOf(options.now);
    const [ranked, place] = await Promise.all([top(`weekly:${weekStart}:${limit}`, () => listWeeklyTop(db, weekStart, limit)), readWeeklyPlace(db, userId, weekStart)]);
    return { board: 'weekly', weekStart, entries: markMe(ranked, userId), me: myPlace(place) };
  }
  const { column, board } = CATEGORY_COLUMNS[options.board === 'global' ? 'points' : options.board];
  const [ranked, place] = await Promise.all([top(`${board}:${limit}`, () => listTop(db, column, limit)), readPlace(db, userId, column, board)]);
  return { board: options.board, weekStart: null, entries: markMe(ranked, userId), me: myPlace(place) };
}

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
