import type { Database, Executor } from '../../db/client';
import type { UserDataStep } from '../../user-data/user-data-step';
import { deleteMailTo } from '../mail/service';
import { forgetThrottleSubjects } from '../throttle/service';
import { getEmailPreferences, listSessions } from './profile-service';
import { toPublicUser } from './public-user';
import { deleteEmailChangeTokensOfUser, deleteSessionsOfUser, findUserById } from './self-service-repository';
import { deleteUserRow, listPendingEmailChanges, lockUserPassword } from './user-data-repository';

/** The account itself: profile, preferences, signed-in browsers, a pending address change. */
export const authUserData: UserDataStep = {
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

/** Signs the account out everywhere and makes its password unusable; the deletion job does the rest. */
export async function closeAccount(db: Executor, userId: string): Promise<void> {
  await lockUserPassword(db, userId);
  await deleteSessionsOfUser(db, userId);
}

/** The last step of a deletion, after every area's step: the account row (and what cascades from it). */
export function removeAccountRow(db: Database, userId: string): Promise<void> {
  return deleteUserRow(db, userId);
}

export { findUserById };
