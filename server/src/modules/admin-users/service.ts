/** The admin users module's face: the audit row other modules' admin actions write (billing's credit adjustment), and its part of "your data". */
export { recordAdminAudit } from './audit-trail';
export { adminUsersUserData } from './user-data';
