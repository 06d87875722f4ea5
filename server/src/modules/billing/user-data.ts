import type { UserDataStep } from '../../user-data/user-data-step';
import { deleteBillingRowsOfUser, listBillingRowsOfUser, listLiveProviderSubscriptions } from './user-data-repository';

/**
 * Subscriptions, invoices, checkouts, the owned team and memberships (issue 18). Deletion first ends
 * the account's live subscriptions (its own and its team's) at the provider, so a deleted account
 * is never charged again; a provider that fails stops the step before any row goes, and the job's
 * retry tries again (docs/decisions/034-deleted-accounts-end-subscriptions.md). It then keeps each
 * invoice only as an anonymised record (`anonymised_invoices`: plan, period, amount, status, dates,
 * the provider's invoice id) and ends the owned team's subscription with the account, so its
 * members lose the plan's access. Credit packs, refund requests and the refund audit trail (issue
 * 31) are exported; on deletion the audit trail stays anonymised for the books (ADR 058).
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
        creditPacks: rows.creditPacks.map(({ userId: _user, redirectUrl: _url, ...row }) => row),
        // the reviewing admin's id is theirs, not the customer's
        refunds: rows.refunds.map(({ userId: _user, decidedByUserId: _admin, ...row }) => row),
      },
    };
  },
  async deleteUserData({ db, payments, userId, email }) {
    for (const id of await listLiveProviderSubscriptions(db, userId, payments.id)) await payments.cancelSubscriptionNow(id);
    await deleteBillingRowsOfUser(db, userId, email);
  },
};
