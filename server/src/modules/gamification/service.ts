// The gamification module's only face to the rest of the server: its event subscribers and its
// part of a user's data (the job registry). Its logic is in topic files: awards, achievements, streaks, leaderboards, player-stats.
export { gamificationSubscribers } from './subscribers';
export { gamificationUserData } from './user-data';
