/** The admin users module's face: the audit row other modules' admin actions write (billing's credit adjustment). */
export { recordAdminAudit } from './audit-trail';
