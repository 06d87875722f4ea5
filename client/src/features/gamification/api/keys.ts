// Query keys are the calls' paths (spec 7: a query's key joined is its URL).
export const ACHIEVEMENTS_KEY = ['/api/gamification/achievements'] as const;
export const MY_ACHIEVEMENTS_KEY = ['/api/gamification/my-achievements'] as const;
export const STREAK_KEY = ['/api/gamification/streak'] as const;
export const STATS_KEY = ['/api/gamification/stats'] as const;
export const LEADERBOARD_KEY = ['/api/gamification/leaderboard'] as const;

/** Spec 7's cache times. */
export const CACHE_MS = { achievements: 5 * 60_000, myAchievements: 2 * 60_000, leaderboard: 60_000, streak: 30_000, stats: 30_000 } as const;
export const PREFERENCES_KEY = ['/api/gamification/preferences'] as const;
