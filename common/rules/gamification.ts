// Pure gamification rules shared by the server and the client (spec section 9): levels, the K/M
// shortening of points, rarity colours, confetti sizes, points per event, and the streak's day rule.

export const POINTS_PER_LEVEL = 1000;
export const LEADERBOARD_DEFAULT_SIZE = 50;
export const LEADERBOARD_MAX_SIZE = 100;
export const MAX_FREEZE_TOKENS = 2;
/** A freeze token is earned at every streak milestone (7, 14, 21, … days). */
export const STREAK_MILESTONE_DAYS = 7;
/** What a freeze token costs when bought ahead with credits. */
export const FREEZE_TOKEN_COST_CREDITS = 25;
export const ACHIEVEMENT_TOAST_MS = 5000;

export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

/** Spec 9: common gray, uncommon green, rare blue, epic purple, legendary amber. */
export const RARITY_COLORS: Record<Rarity, string> = {
  common: 'gray',
  uncommon: 'green',
  rare: 'blue',
  epic: 'purple',
  legendary: 'amber',
};

/** Confetti particles per rarity; the first two rarities fire none. */
export const CONFETTI_PARTICLES: Record<Rarity, number> = { common: 0, uncommon: 0, rare: 50, epic: 100, legendary: 200 };

/**
 * Points per kind of real event. Every value is a multiple of 5, so scores take few distinct
 * values and the rank count per score (docs/decisions/020-gamification.md) stays short.
 */
export const POINTS = {
  video_rendered: 50,
  video_shared: 25,
  video_viewed: 5,
  lesson_completed: 30,
  practice_task_completed: 20,
  quiz_passed: 50,
  module_completed: 150,
  certificate_issued: 250,
  streak_milestone: 100,
} as const;
export type PointsRule = keyof typeof POINTS | 'achievement_perk';

export type LevelInfo = { level: number; pointsIntoLevel: number; pointsPerLevel: number; percent: number };

/** level = floor(points / 1000) + 1; progress is the points inside the current 1000-point span. */
export function levelOf(points: number): LevelInfo {
  const safe = Math.max(0, Math.floor(points));
  const pointsIntoLevel = safe % POINTS_PER_LEVEL;
  return {
    level: Math.floor(safe / POINTS_PER_LEVEL) + 1,
    pointsIntoLevel,
    pointsPerLevel: POINTS_PER_LEVEL,
    percent: Math.floor((pointsIntoLevel / POINTS_PER_LEVEL) * 100),
  };
}

/** 999 → "999", 1,000 → "1.0K", 1,250,000 → "1.3M": K from 1,000 and M from 1,000,000, one decimal. */
export function formatPoints(points: number): string {
  if (points >= 1_000_000) return `${(points / 1_000_000).toFixed(1)}M`;
  if (points >= 1_000) return `${(points / 1_000).toFixed(1)}K`;
  return String(points);
}

/** True for a name the platform's time-zone database knows ("UTC", "Europe/Berlin"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) that `instant` falls on in `timeZone`: the streak's day. */
export function localDateOf(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a YYYY-MM-DD (a calendar date, no zone involved). */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** Monday 00:00 UTC of the week holding `instant`, as YYYY-MM-DD (the weekly leaderboard's key). */
export function weekStartOf(instant: Date): string {
  const day = Math.floor(instant.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays
  return dateOfDayNumber(day - ((day + 3) % 7));
}

export type StreakState = {
  currentStreak: number;
  longestStreak: number;
  freezeTokens: number;
  /** The last local day that counted (active or protected by a freeze), or null before the first. */
  lastDay: string | null;
};

export type StreakStep = {
  state: StreakState;
  /** Missed days a held token covered automatically. */
  frozenDays: string[];
  /** The streak reached a multiple of 7 with this day. */
  milestone: boolean;
};

/**
 * One new counted day for a streak. `kind` active: the user did something that day; frozen: a
 * token was spent to protect it (it keeps the streak without growing it). Days missed since
 * `lastDay` are covered by held tokens when there are enough for all of them, else the streak
 * starts again. A day at or before `lastDay` changes nothing (it was counted, or it is history:
 * travelling west can make "today" an earlier date than the last one counted).
 */
export function applyStreakDay(state: StreakState, day: string, kind: 'active' | 'frozen'): StreakStep {
  const unchanged: StreakStep = { state, frozenDays: [], milestone: false };
  if (state.lastDay !== null && dayNumber(day) <= dayNumber(state.lastDay)) return unchanged;
  let { currentStreak, freezeTokens } = state;
  const frozenDays: string[] = [];
  if (state.lastDay !== null) {
    const missed = dayNumber(day) - dayNumber(state.lastDay) - 1;
    // a token spent on today itself cannot also cover a missed day
    const spare = kind === 'frozen' ? freezeTokens - 1 : freezeTokens;
    if (missed > 0 && missed <= spare && currentStreak > 0) {
      for (let i = 1; i <= missed; i += 1) frozenDays.push(addDays(state.lastDay, i));
      freezeTokens -= missed;
    } else if (missed > 0) {
      currentStreak = 0;
    }
  }
  let milestone = false;
  if (kind === 'active') {
    currentStreak += 1;
    if (currentStreak % STREAK_MILESTONE_DAYS === 0) {
      milestone = true;
      freezeTokens = Math.min(MAX_FREEZE_TOKENS, freezeTokens + 1);
    }
  } else {
    freezeTokens -= 1;
  }
  return {
    state: { currentStreak, longestStreak: Math.max(state.longestStreak, currentStreak), freezeTokens, lastDay: day },
    frozenDays,
    milestone,
  };
}

/** The streak as of `today` without anything new: 0 when days were missed that held tokens cannot cover. */
export function currentStreakOn(state: StreakState, today: string): number {
  if (state.lastDay === null) return 0;
  const missed = dayNumber(today) - dayNumber(state.lastDay) - 1;
  if (missed <= 0) return state.currentStreak;
  return missed <= state.freezeTokens ? state.currentStreak : 0;
}

/** "Ada Lovelace" → "Ada L.": the only name a leaderboard shows. */
export function publicDisplayName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Creator';
  const first = words[0]!.slice(0, 24);
  return words.length > 1 ? `${first} ${words.at(-1)![0]!.toUpperCase()}.` : first;
}
