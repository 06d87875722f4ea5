// The learning module's one face to other modules (ADR 016): its rules, its event subscribers and its part of a user's data.
export * from './progress';
export * from './certificate-service';
export { issueProgramCertificateIfDone } from './program-certificate';
export { listTeamLearners, getTeamLearner, getTeamMemberCertificatePdf } from './team-certificates';
export { learningSubscribers } from './subscribers';
export { learningUserData } from './user-data';
