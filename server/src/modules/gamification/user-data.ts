import type { UserDataStep } from '../../user-data/user-data-step';
import { getGamificationPreferences, updateGamificationPreferences } from './player-stats';
import { deleteGamificationRowsOfUser, listGamificationRowsOfUser } from './user-data-repository';

/**
 * Points, streak days, weekly points, achievements and the zone/visibility preferences (issue 18).
 * Deletion first opts the user out of the leaderboards (so the boards' score counts lose them the
 * way an opt-out does), then removes the rows; a second run finds them opted out and nothing left.
 */
export const gamificationUserData: UserDataStep = {
  area: 'gamification',
  async exportUserData({ db, userId }) {
    const preferences = await getGamificationPreferences({ db, userId });
    const { stats, awards, weekly, days, achievements } = await listGamificationRowsOfUser(db, userId);
    const strip = <T extends { userId: string }>({ userId: _user, ...row }: T) => row;
    return {
      data: {
        preferences,
        stats: stats ? strip(stats) : null,
        awards: awards.map(({ userId: _user, idempotencyKey: _key, ...row }) => row),
        weekly: weekly.map(strip),
        days: days.map(strip),
        achievements: achievements.map(strip),
      },
    };
  },
  async deleteUserData({ db, userId, now }) {
    await updateGamificationPreferences({ db, userId, leaderboardVisible: false, now });
    await deleteGamificationRowsOfUser(db, userId);
  },
};
