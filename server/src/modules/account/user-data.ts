import type { UserDataStep } from '../../user-data/user-data-step';
import { deleteSessionsOfUser, findUserById, toPublicUser } from '../auth/service';
import { deleteMailTo } from '../mail/service';
import { forgetThrottleSubjects } from '../throttle/service';
import { listSessions } from './account-sessions';
import { deleteEmailChangeTokensOfUser, listPendingEmailChanges } from './email-change-repository';
import { getEmailPreferences } from './email-preferences';
import { deleteExportsOfUser, listExportsOfUser } from './repository';

/** The account itself: profile, preferences, signed-in browsers, a pending address change. */
export const accountProfileUserData: UserDataStep = {
  area: 'account',
  async exportUserData({ db, userId }) {
    const user = await findUserById(db, userId);
    return {
      data: {
        user: user ? toPublicUser(user) : null,
        emailPreferences: await getEmailPreferences({ db }, userId),
        sessions: (await listSessions({ db }, userId, '')).map(({ current: _current, ...session }) => session),
        pendingEmailChanges: await listPendingEmailChanges(db, userId),
      },
    };
  },
  async deleteUserData({ db, userId, email }) {
    await deleteSessionsOfUser(db, userId);
    await deleteEmailChangeTokensOfUser(db, userId);
    await forgetThrottleSubjects(db, [userId, email.toLowerCase()]);
    await deleteMailTo(db, email);
  },
};

/** Earlier exports: listed in the archive; on deletion their archives are removed from storage. */
export const accountDataUserData: UserDataStep = {
  area: 'exports',
  async exportUserData({ db, userId }) {
    const rows = await listExportsOfUser(db, userId);
    return { data: rows.map(({ userId: _user, archiveKey: _key, ...row }) => row) };
  },
  async deleteUserData({ db, storage, userId }) {
    for (const row of await listExportsOfUser(db, userId)) if (row.archiveKey) await storage.delete(row.archiveKey);
    await deleteExportsOfUser(db, userId);
  },
};
