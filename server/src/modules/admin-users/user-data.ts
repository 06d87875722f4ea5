import type { UserDataStep } from '../../user-data/user-data-step';
import { anonymiseAuditEventsAbout, listAuditEventsAbout } from './repository';

/** Admin actions on the account (role, access, credit corrections): exported without the admins' ids; kept unlinked and without the reason when it is deleted (ADR 057). */
export const adminUsersUserData: UserDataStep = {
  area: 'admin-users',
  exportUserData: async ({ db, userId }) => ({ data: { adminActions: await listAuditEventsAbout(db, userId) } }),
  deleteUserData: ({ db, userId }) => anonymiseAuditEventsAbout(db, userId),
};
