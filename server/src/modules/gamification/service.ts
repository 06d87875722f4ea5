// The gamification module's only face to the rest of the server: its event subscribers and its
// part of a user's data (the job registry). Its routes read its rules from ./core.
export { gamificationSubscribers } from './subscribers';
export { gamificationUserData } from './user-data';
