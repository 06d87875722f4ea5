// Copy of the /gamification page: level, streak, achievements and the leaderboards.
import type { LeaderboardCategory, LeaderboardResponse, StreakResponse } from '@common/contracts/gamification';

type DayState = StreakResponse['days'][number]['state'];

export const GAMIFICATION_COPY = {
  title: 'Achievements and progress',
} as const;

export const LEVEL_COPY = {
  busyLabel: 'Level and points',
  ringLabel: (level: number, percent: number) => `Level ${level}, ${percent}% of the way to level ${level + 1}`,
  level: (level: number) => `Level ${level}`,
  points: (label: string) => `${label} points`,
  toNext: (points: number, next: number) => `${points} points to level ${next}`,
  rank: (rank: number) => ` · rank #${rank}`,
  achievements: (unlocked: number, total: number) => ` · ${unlocked} of ${total} achievements`,
} as const;

export const STREAK_COPY = {
  busyLabel: 'Streak',
  heading: (days: number) => `${days}-day streak`,
  summary: (longest: number, milestone: number, today: string) => `Longest ${longest} days · next milestone at ${milestone} days · today ${today}`,
  today: { open: 'not active yet', frozen: 'protected', active: 'active' },
  lastDays: 'The last 30 days',
  day: { active: 'active', frozen: 'protected by a freeze token', missed: 'missed', none: 'no activity' } satisfies Record<DayState, string>,
  tokens: (have: number, max: number) => `${have} of ${max} freeze tokens`,
  protectToday: 'Protect today',
  buyToken: (credits: number) => `Buy a token (${credits} credits)`,
} as const;

export const ACHIEVEMENTS_COPY = {
  heading: 'Achievements',
  unlocked: 'Unlocked',
  locked: 'Locked',
  progressLabel: (name: string) => `${name} progress`,
  progress: (current: number, target: number, credits: number, xp: number) => `${current} / ${target} · ${credits} credits · +${xp} XP`,
} as const;

export const LEADERBOARD_COPY = {
  heading: 'Leaderboards',
  showMe: 'Show me on leaderboards',
  loading: 'Loading…',
  empty: 'Nobody is on this board yet.',
  rank: 'Rank',
  creator: 'Creator',
  level: 'Level',
  you: (name: string) => `${name} (you)`,
  yourRank: (rank: number | null, value: string) => `Your rank: #${rank} with ${value}`,
  hidden: 'You are hidden from leaderboards.',
  tabs: [
    { value: 'global', label: 'Global' },
    { value: 'weekly', label: 'This week' },
    { value: 'category', label: 'By category' },
  ],
  globalLabel: 'Global leaderboard',
  weeklyLabel: "This week's leaderboard",
  category: 'Category',
  categoryLabel: (category: string) => `${category} leaderboard`,
  categories: { videos: 'Videos', learning: 'Learning', streak: 'Streak', points: 'Points' } satisfies Record<LeaderboardCategory, string>,
  value: { global: 'Points', weekly: 'Points this week', points: 'Points', videos: 'Videos', learning: 'Lessons', streak: 'Best streak' } satisfies Record<LeaderboardResponse['board'], string>,
} as const;
