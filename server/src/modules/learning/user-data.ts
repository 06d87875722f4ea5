import type { UserDataStep } from '../../user-data/user-data-step';
import { deleteLearningRowsOfUser, listLearningRowsOfUser } from './user-data-repository';

/** Lessons read, practice tasks, quiz attempts, finished modules and certificates. */
export const learningUserData: UserDataStep = {
  area: 'learning',
  async exportUserData({ db, userId }) {
    const { certificates, ...progress } = await listLearningRowsOfUser(db, userId);
    return { data: { ...progress, certificates: certificates.map(({ userId: _user, revokedBy: _admin, ...certificate }) => certificate) } };
  },
  deleteUserData: ({ db, userId, now }) => deleteLearningRowsOfUser(db, userId, now),
};
