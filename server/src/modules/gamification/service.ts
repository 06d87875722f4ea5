// The gamification module's only face to the rest of the server (routes, the job registry).
export {
  buyFreezeToken,
  checkAchievements,
  getLeaderboard,
  getStats,
  getStreak,
  listAchievements,
  listMyAchievements,
  markSeen,
  recordActivity,
  updateGamificationPreferences,
  getGamificationPreferences,
  useFreezeToken,
} from './core';
export { gamificationSubscribers } from './subscribers';
export { gamificationUserData } from './user-data';
