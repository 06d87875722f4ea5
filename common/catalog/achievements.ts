// Every achievement, keyed by id (ADR 014): what it takes (a metric and a threshold the server
// counts from real events), its rarity and colour (spec 9), its credits and its perk.
import { RARITY_COLORS, type Rarity } from '../rules/gamification';

/** The counts an achievement can ask for; the server keeps each in the user's gamification stats. */
export const ACHIEVEMENT_METRICS = ['videos', 'shares', 'views', 'lessons', 'practiceTasks', 'quizzes', 'modules', 'certificates', 'longestStreak', 'points'] as const;
export type AchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];

export const ACHIEVEMENT_CATEGORIES = ['videos', 'sharing', 'learning', 'streaks', 'milestones'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export type AchievementEntry = {
  id: string;
  name: string;
  description: string;
  icon: string;
  rarity: Rarity;
  color: string;
  category: AchievementCategory;
  metric: AchievementMetric;
  threshold: number;
  creditsReward: number;
  specialPerks: { message: string; xp: number };
};

type Draft = Omit<AchievementEntry, 'color'>;

const entries: Draft[] = [
  // making videos
  { id: 'first-video', name: 'First Cut', description: 'Render your first video.', icon: '🎬', rarity: 'common', category: 'videos', metric: 'videos', threshold: 1, creditsReward: 5, specialPerks: { message: 'Your first video is out there. The next one is easier.', xp: 50 } },
  { id: 'videos-5', name: 'Warming Up', description: 'Render 5 videos.', icon: '🎞️', rarity: 'uncommon', category: 'videos', metric: 'videos', threshold: 5, creditsReward: 10, specialPerks: { message: 'Five videos in: you have a rhythm.', xp: 100 } },
  { id: 'videos-25', name: 'Studio Regular', description: 'Render 25 videos.', icon: '📽️', rarity: 'rare', category: 'videos', metric: 'videos', threshold: 25, creditsReward: 25, specialPerks: { message: 'Twenty-five videos. Clients notice consistency.', xp: 250 } },
  { id: 'videos-100', name: 'Content Machine', description: 'Render 100 videos.', icon: '🏭', rarity: 'epic', category: 'videos', metric: 'videos', threshold: 100, creditsReward: 50, specialPerks: { message: 'A hundred videos: a real catalogue.', xp: 500 } },
  { id: 'videos-500', name: 'Director Legend', description: 'Render 500 videos.', icon: '🏆', rarity: 'legendary', category: 'videos', metric: 'videos', threshold: 500, creditsReward: 150, specialPerks: { message: 'Five hundred videos. Legendary output.', xp: 1000 } },
  // sharing and being watched
  { id: 'first-share', name: 'Going Public', description: 'Share a video for the first time.', icon: '🔗', rarity: 'common', category: 'sharing', metric: 'shares', threshold: 1, creditsReward: 5, specialPerks: { message: 'Shared work is work that can sell.', xp: 25 } },
  { id: 'shares-10', name: 'Networker', description: 'Share 10 videos.', icon: '📣', rarity: 'uncommon', category: 'sharing', metric: 'shares', threshold: 10, creditsReward: 10, specialPerks: { message: 'Ten links out in the world.', xp: 100 } },
  { id: 'shares-50', name: 'Broadcaster', description: 'Share 50 videos.', icon: '📡', rarity: 'rare', category: 'sharing', metric: 'shares', threshold: 50, creditsReward: 25, specialPerks: { message: 'Fifty shares: you are a channel now.', xp: 250 } },
  { id: 'first-viewer', name: 'First Audience', description: 'Someone else watches one of your shared videos.', icon: '👀', rarity: 'common', category: 'sharing', metric: 'views', threshold: 1, creditsReward: 5, specialPerks: { message: 'Somebody watched. That is how it starts.', xp: 25 } },
  { id: 'views-100', name: 'Crowd Pleaser', description: 'Reach 100 viewers across your shared videos.', icon: '🍿', rarity: 'rare', category: 'sharing', metric: 'views', threshold: 100, creditsReward: 25, specialPerks: { message: 'A hundred people watched your work.', xp: 250 } },
  { id: 'views-1000', name: 'Trending', description: 'Reach 1,000 viewers across your shared videos.', icon: '🔥', rarity: 'epic', category: 'sharing', metric: 'views', threshold: 1000, creditsReward: 75, specialPerks: { message: 'A thousand viewers. Something is catching on.', xp: 500 } },
  { id: 'views-10000', name: 'Gone Viral', description: 'Reach 10,000 viewers across your shared videos.', icon: '🚀', rarity: 'legendary', category: 'sharing', metric: 'views', threshold: 10000, creditsReward: 200, specialPerks: { message: 'Ten thousand viewers. Viral, as promised.', xp: 1000 } },
  // learning
  { id: 'first-lesson', name: 'Student', description: 'Complete your first lesson.', icon: '📖', rarity: 'common', category: 'learning', metric: 'lessons', threshold: 1, creditsReward: 5, specialPerks: { message: 'One lesson down.', xp: 25 } },
  { id: 'lessons-10', name: 'Bookworm', description: 'Complete 10 lessons.', icon: '📚', rarity: 'uncommon', category: 'learning', metric: 'lessons', threshold: 10, creditsReward: 10, specialPerks: { message: 'Ten lessons: the craft is taking shape.', xp: 100 } },
  { id: 'first-practice', name: 'Hands On', description: 'Complete your first practice task.', icon: '🛠️', rarity: 'common', category: 'learning', metric: 'practiceTasks', threshold: 1, creditsReward: 5, specialPerks: { message: 'Practice beats theory.', xp: 25 } },
  { id: 'first-quiz', name: 'Quiz Whiz', description: 'Pass a module quiz.', icon: '✅', rarity: 'uncommon', category: 'learning', metric: 'quizzes', threshold: 1, creditsReward: 10, specialPerks: { message: 'Passed. You know your stuff.', xp: 50 } },
  { id: 'first-module', name: 'Module Master', description: 'Complete a learning module.', icon: '🎓', rarity: 'rare', category: 'learning', metric: 'modules', threshold: 1, creditsReward: 25, specialPerks: { message: 'A whole module, done.', xp: 150 } },
  { id: 'modules-3', name: 'Scholar', description: 'Complete 3 learning modules.', icon: '🧠', rarity: 'epic', category: 'learning', metric: 'modules', threshold: 3, creditsReward: 50, specialPerks: { message: 'Three modules deep.', xp: 300 } },
  { id: 'modules-7', name: 'Curriculum Complete', description: 'Complete all 7 core learning modules.', icon: '🌌', rarity: 'legendary', category: 'learning', metric: 'modules', threshold: 7, creditsReward: 200, specialPerks: { message: 'Every core module. Nothing left to prove.', xp: 1000 } },
  { id: 'first-certificate', name: 'Certified', description: 'Earn your first certificate.', icon: '📜', rarity: 'rare', category: 'learning', metric: 'certificates', threshold: 1, creditsReward: 25, specialPerks: { message: 'Verifiable proof of your skill.', xp: 150 } },
  { id: 'certificates-3', name: 'Credentialed', description: 'Earn 3 certificates.', icon: '🏅', rarity: 'epic', category: 'learning', metric: 'certificates', threshold: 3, creditsReward: 50, specialPerks: { message: 'Three certificates on the wall.', xp: 300 } },
  // streaks
  { id: 'streak-3', name: 'On a Roll', description: 'Keep a 3-day streak.', icon: '✨', rarity: 'common', category: 'streaks', metric: 'longestStreak', threshold: 3, creditsReward: 5, specialPerks: { message: 'Three days running.', xp: 25 } },
  { id: 'streak-7', name: 'Week Warrior', description: 'Keep a 7-day streak.', icon: '📅', rarity: 'uncommon', category: 'streaks', metric: 'longestStreak', threshold: 7, creditsReward: 10, specialPerks: { message: 'A full week. Habits are forming.', xp: 100 } },
  { id: 'streak-30', name: 'Monthly Devotion', description: 'Keep a 30-day streak.', icon: '🗓️', rarity: 'rare', category: 'streaks', metric: 'longestStreak', threshold: 30, creditsReward: 25, specialPerks: { message: 'Thirty days without a break.', xp: 300 } },
  { id: 'streak-100', name: 'Unstoppable', description: 'Keep a 100-day streak.', icon: '⚡', rarity: 'epic', category: 'streaks', metric: 'longestStreak', threshold: 100, creditsReward: 75, specialPerks: { message: 'A hundred days. Unstoppable.', xp: 750 } },
  { id: 'streak-365', name: 'Year of Creation', description: 'Keep a 365-day streak.', icon: '👑', rarity: 'legendary', category: 'streaks', metric: 'longestStreak', threshold: 365, creditsReward: 250, specialPerks: { message: 'A whole year, every single day.', xp: 2000 } },
  // milestones
  { id: 'points-1000', name: 'Level Up', description: 'Earn 1,000 points (level 2).', icon: '⭐', rarity: 'common', category: 'milestones', metric: 'points', threshold: 1000, creditsReward: 5, specialPerks: { message: 'Level 2 unlocked.', xp: 0 } },
  { id: 'points-10000', name: 'Rising Star', description: 'Earn 10,000 points.', icon: '🌟', rarity: 'rare', category: 'milestones', metric: 'points', threshold: 10000, creditsReward: 25, specialPerks: { message: 'Ten thousand points.', xp: 0 } },
  { id: 'points-50000', name: 'Powerhouse', description: 'Earn 50,000 points.', icon: '💎', rarity: 'epic', category: 'milestones', metric: 'points', threshold: 50000, creditsReward: 75, specialPerks: { message: 'Fifty thousand points.', xp: 0 } },
  { id: 'points-100000', name: 'Hall of Fame', description: 'Earn 100,000 points.', icon: '🏛️', rarity: 'legendary', category: 'milestones', metric: 'points', threshold: 100000, creditsReward: 250, specialPerks: { message: 'A hundred thousand points. Hall of fame.', xp: 0 } },
];

export const ACHIEVEMENTS: readonly AchievementEntry[] = entries.map((entry) => ({ ...entry, color: RARITY_COLORS[entry.rarity] }));
export const ACHIEVEMENTS_BY_ID: ReadonlyMap<string, AchievementEntry> = new Map(ACHIEVEMENTS.map((a) => [a.id, a]));
