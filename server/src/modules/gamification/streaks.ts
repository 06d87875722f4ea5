// Streaks: a user's local days, freeze tokens bought with credits, the 7-day milestones (docs/decisions/020).
import type { ActivityType, StreakResponse } from '@common/contracts/gamification';
import { addDays, currentStreakOn, FREEZE_TOKEN_COST_CREDITS, localDateOf, MAX_FREEZE_TOKENS, STREAK_MILESTONE_DAYS } from '@common/rules/gamification';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { spendCredits } from '../credits/service';
import { findDay, followBrowserTimeZone, listDays, readPreferences, readStats } from './repository';
import { countDay, emptyStats, streakOf, withUser } from './awards';

async function storeTimeZone(db: Executor, userId: string, timeZone: string | undefined): Promise<void> {
  if (timeZone) await followBrowserTimeZone(db, userId, timeZone);
}

/** Marks today (the user's local day) active; it never awards points by itself, only a streak milestone can. */
export async function recordActivity(options: {
  db: Database;
  userId: string;
  activityType: ActivityType;
  timeZone?: string;
  now: Date;
}): Promise<StreakResponse> {
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
    if (ctx.after.freezeTokens >= MAX_FREEZE_TOKENS)
      throw new AppError('CONFLICT', `You already hold ${MAX_FREEZE_TOKENS} freeze tokens, the most you can keep.`);
    await spendCredits({
      tx: ctx.tx,
      userId: ctx.userId,
      amount: FREEZE_TOKEN_COST_CREDITS,
      reason: 'Streak freeze token',
      idempotencyKey: `freeze-token:${randomUUID()}`,
      now: ctx.now,
    });
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
