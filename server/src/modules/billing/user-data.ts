import type { UserDataStep } from '../../user-data/user-data-step';
import { deleteBillingRowsOfUser, listBillingRowsOfUser } from './user-data-repository';

/**
 * Subscriptions, invoices, checkouts, the owned team and memberships (issue 18). Deletion keeps
 * each invoice only as an anonymised record (`anonymised_invoices`: plan, period, amount, status,
 * dates, the provider's invoice id) and ends the owned team's subscription with the account, so
 * its members lose the plan's access. A Stripe subscription is not cancelled at Stripe from here
 * (the step has no payments port): see docs/decisions/025-public-api.md.
 */
export const billingUserData: UserDataStep = {
  area: 'billing',
  async exportUserData({ db, userId, email }) {
    const rows = await listBillingRowsOfUser(db, userId, email);
    return {
      data: {
        ...rows,
        subscriptions: rows.subscriptions.map(({ userId: _user, ...row }) => row),
        invoices: rows.invoices.map(({ userId: _user, ...row }) => row),
        checkouts: rows.checkouts.map(({ userId: _user, redirectUrl: _url, ...row }) => row),
      },
    };
  },
  deleteUserData: ({ db, userId, email }) => deleteBillingRowsOfUser(db, userId, email),
};
