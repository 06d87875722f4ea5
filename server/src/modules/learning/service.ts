// The learning module's one face to other modules (ADR 016): its rules, its event subscribers and its part of a user's data.
export * from './learning-deps';
export * from './progress';
export * from './quiz';
export * from './practice';
export * from './certificate-service';
export * from './certificate-work';
export { listTeamLearners, getTeamLearner, getTeamMemberCertificatePdf } from './team-certificates';
export { ensureSigningKey, signingKeyLoader, toJwks } from './credentials';
export type { LearningContent } from './content';
export { learningSubscribers } from './subscribers';
export { learningUserData } from './user-data';
