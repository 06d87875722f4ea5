import type { UserDataStep } from '../../user-data/user-data-step';
import { deleteAllItems, selectAllItems } from './repository';
import { toSavedItem } from './saved-items';

/** "Your data" (issue 18): the saved library goes into the export and away with the account. */
export const creatorToolsUserData: UserDataStep = {
  area: 'creator-tools',
  async exportUserData({ db, userId }) {
    return { data: { items: (await selectAllItems(db, userId)).map(toSavedItem) } };
  },
  async deleteUserData({ db, userId }) {
    await deleteAllItems(db, userId);
  },
};
