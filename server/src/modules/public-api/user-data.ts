import type { UserDataStep } from '../../user-data/user-data-step';
import { deletePublicApiRowsOfUser, listPublicApiRowsOfUser } from './repository';

/** API keys (never their hashes), their usage log, webhook endpoints (never their secrets) and deliveries. */
export const publicApiUserData: UserDataStep = {
  area: 'public-api',
  exportUserData: async ({ db, userId }) => ({ data: await listPublicApiRowsOfUser(db, userId) }),
  deleteUserData: ({ db, userId }) => deletePublicApiRowsOfUser(db, userId),
};
