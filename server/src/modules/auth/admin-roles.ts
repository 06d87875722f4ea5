import type { Database } from '../../db/client';
import { setRoleByEmails } from './repository';

/** ADMIN_EMAILS and `npm run admin -- grant`: these accounts get the admin role. */
export function grantAdminRoles(db: Database, emails: string[]): Promise<string[]> {
  return setRoleByEmails(db, emails, 'admin');
}

export function revokeAdminRoles(db: Database, emails: string[]): Promise<string[]> {
  return setRoleByEmails(db, emails, 'user');
}
