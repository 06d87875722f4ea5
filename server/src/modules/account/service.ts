/**
 * The account module's face (profile, password change and reset, e-mail change, sessions list,
 * e-mail preferences, export and deletion) for the jobs and other modules. Routes, repositories
 * and the topic files stay private.
 */
export { runDeletion, runExport, type UserDataJobDeps } from './data-service';
export { accountDataUserData, accountProfileUserData } from './user-data';
