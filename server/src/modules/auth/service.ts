/**
 * The accounts module's face for the rest of the server (jobs, boot, the admin command and other
 * modules): what they may ask of it. Routes, repositories and the other services stay private.
 */
export { grantAdminRoles, revokeAdminRoles } from './admin-roles';
export { purgeExpiredAuthData } from './cleanup-service';
export { findUserByEmail } from './repository';
// one way to make and keep a secret (sessions, links, invitations, API keys): 256 bits, SHA-256 stored
export { hashSecretToken, newSecretToken } from './secret-tokens';
export type { UserRow } from './repository';
export { assertCurrentPassword } from './profile-service';
export { authUserData, closeAccount, findUserById, removeAccountRow } from './user-data';
