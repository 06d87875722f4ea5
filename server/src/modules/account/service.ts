/**
 * The account module's face ("your data": export and deletion) for the jobs and other modules.
 * Routes and the repository stay private.
 */
export { runDeletion, runExport, type UserDataJobDeps } from './data-service';
export { accountDataUserData } from './user-data';
