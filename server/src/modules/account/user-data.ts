import type { UserDataStep } from '../../user-data/user-data-step';
import { deleteExportsOfUser, listExportsOfUser } from './repository';

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
