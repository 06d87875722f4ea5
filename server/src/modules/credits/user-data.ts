import type { UserDataStep } from '../../user-data/user-data-step';
import { anonymiseLedgerOfUser, listLedgerOfUser } from './user-data-repository';

/** The credit history. On deletion the ledger is kept only anonymised (the privacy page says so). */
export const creditsUserData: UserDataStep = {
  area: 'credits',
  async exportUserData({ db, userId }) {
    const rows = await listLedgerOfUser(db, userId);
    return {
      data: {
        balance: rows.at(-1)?.balanceAfter ?? 0,
        history: rows.map(({ userId: _user, ...row }) => row),
      },
    };
  },
  deleteUserData: ({ db, userId }) => anonymiseLedgerOfUser(db, userId),
};
