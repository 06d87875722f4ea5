/**
 * The accounts module's face for the rest of the server (jobs, boot, the admin command and other
 * modules): what they may ask of it. Routes, repositories and the other services stay private.
 */
export { grantAdminRoles, revokeAdminRoles } from './admin-roles';
export { purgeExpiredAuthData } from './cleanup-service';
export { findUserByEmail, findUserById } from './repository';
// one way to make and keep a secret (sessions, links, invitations, API keys): 256 bits, SHA-256 stored
export { hashSecretToken, newSecretToken } from './secret-tokens';
export type { UserRow } from './repository';
export type { RequestMeta } from './auth-deps';
export { assertCurrentPassword } from './current-password';
export { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './passwords';
export { toPublicUser } from './public-user';
// the account area's password reset, e-mail change and sessions list use these
export { emailChangesPerUser, failedLoginsPerAccount, passwordResetsPerEmail, passwordResetsPerIp } from './throttle-rules';
export { deleteSessionByPrefix, deleteSessionsOfUser, listSessionsOfUser } from './session-repository';
export { deleteVerificationTokensOfUser } from './verification-repository';
export { closeAccount, removeAccountRow } from './user-data';
