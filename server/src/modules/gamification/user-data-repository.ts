import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gamificationAwards, gamificationDays, gamificationStats, gamificationWeekly, userAchievements } from '../../db/schema/gamification';

/** Every gamification row of the user, as stored. */
export async function listGamificationRowsOfUser(db: Executor, userId: string) {
  // one after the other: `db` may be a transaction
  const [stats] = await db.select().from(gamificationStats).where(eq(gamificationStats.userId, userId));
  const awards = await db.select().from(gamificationAwards).where(eq(gamificationAwards.userId, userId));
  const weekly = await db.select().from(gamificationWeekly).where(eq(gamificationWeekly.userId, userId));
  const days = await db.select().from(gamificationDays).where(eq(gamificationDays.userId, userId));
  const achievements = await db.select().from(userAchievements).where(eq(userAchievements.userId, userId));
  return { stats: stats ?? null, awards, weekly, days, achievements };
}

/** Deletes every gamification row of the user in one transaction (whole or not at all; harmless to repeat). */
export async function deleteGamificationRowsOfUser(db: Executor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userAchievements).where(eq(userAchievements.userId, userId));
    await tx.delete(gamificationDays).where(eq(gamificationDays.userId, userId));
    await tx.delete(gamificationWeekly).where(eq(gamificationWeekly.userId, userId));
    await tx.delete(gamificationAwards).where(eq(gamificationAwards.userId, userId));
    await tx.delete(gamificationStats).where(eq(gamificationStats.userId, userId));
  });
}
