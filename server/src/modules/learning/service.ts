// The learning module's one face to other modules (ADR 016): its rules, its event subscribers and its part of a user's data.
export * from './progress';
export { learningSubscribers } from './subscribers';
export { learningUserData } from './user-data';
