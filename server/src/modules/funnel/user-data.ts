import type { UserDataStep } from '../../user-data/user-data-step';
import { deleteFunnelRowsOfUser, listAnalyticsEventsOfUser, listLeadsWithEvents } from './user-data-repository';

/** The opt-in lead under the account's address and the analytics events sent while signed in. */
export const funnelUserData: UserDataStep = {
  area: 'funnel',
  async exportUserData({ db, userId, email }) {
    return { data: { leads: await listLeadsWithEvents(db, email), analyticsEvents: await listAnalyticsEventsOfUser(db, userId) } };
  },
  deleteUserData: ({ db, userId, email }) => deleteFunnelRowsOfUser(db, userId, email),
};
