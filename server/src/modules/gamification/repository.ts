import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { preparedOn, type Database, type Executor, type Transaction } from '../../db/client';
import { gamificationAwards, gamificationDays, gamificationStats, userAchievements, users } from '../../db/schema/index';
import { aboveSql } from './leaderboard-repository';

// Rows only: what earns points, what unlocks and what a rank means is decided in the topic files
// (awards.ts, streaks.ts, achievements.ts, leaderboards.ts). The leaderboards' rows: leaderboard-repository.ts.

export type StatsRow = typeof gamificationStats.$inferSelect;
export type LockedStats = StatsRow & { timeZone: string };

/** Locks the user's stats row (making it the first time) until the transaction ends; undefined when the user does not exist. */
export async function lockStats(tx: Transaction, userId: string, now: Date): Promise<LockedStats | undefined> {
  await tx.execute(sql`
    insert into gamification_stats (user_id, visible, updated_at)
    select id, leaderboard_visible, ${now} from users where id = ${userId}
    on conflict (user_id) do nothing`);
  const [row] = await tx
    .select({ stats: gamificationStats, timeZone: users.timeZone })
    .from(gamificationStats)
    .innerJoin(users, eq(users.id, gamificationStats.userId))
    .where(eq(gamificationStats.userId, userId))
    .for('update', { of: gamificationStats });
  return row ? { ...row.stats, timeZone: row.timeZone } : undefined;
}

export async function readStats(db: Executor, userId: string): Promise<StatsRow | undefined> {
  const [row] = await db.select().from(gamificationStats).where(eq(gamificationStats.userId, userId));
  return row;
}

/** The stats row (if any), the zone, the opt-out and the count of unlocked achievements, in one query. */
const profileQuery = preparedOn('gamification_profile', (db, name) =>
  db
    .select({
      stats: gamificationStats,
      timeZone: users.timeZone,
      pointsAbove: sql<string>`${aboveSql('points', sql`coalesce(${gamificationStats.points}, 0)`)}`,
      unlocked: sql<number>`(select count(*)::int from ${userAchievements} where ${userAchievements.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(gamificationStats, eq(gamificationStats.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name),
);

/** A prepared statement (built and planned once; db/client's `preparedOn`): GET /stats reads it on every call. */
export async function readProfile(
  db: Database,
  userId: string,
): Promise<{ stats: StatsRow | null; timeZone: string; unlocked: number; pointsAbove: number } | undefined> {
  const [row] = await profileQuery(db).execute({ userId });
  return row && { ...row, pointsAbove: Number(row.pointsAbove) };
}

export async function writeStats(tx: Transaction, row: StatsRow): Promise<void> {
  const { userId, ...values } = row;
  await tx.update(gamificationStats).set(values).where(eq(gamificationStats.userId, userId));
}

/** True when the key was new (the award is written); false for a replay. */
export async function insertAward(
  tx: Transaction,
  award: { userId: string; rule: string; points: number; idempotencyKey: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx.insert(gamificationAwards).values(award).onConflictDoNothing().returning({ id: gamificationAwards.id });
  return rows.length > 0;
}

/** True when the day was new for the user (two calls for one day: one row). */
export async function insertDay(
  tx: Transaction,
  day: { userId: string; day: string; state: 'active' | 'frozen'; activityType: string | null; createdAt: Date },
): Promise<boolean> {
  const rows = await tx.insert(gamificationDays).values(day).onConflictDoNothing().returning({ day: gamificationDays.day });
  return rows.length > 0;
}

export async function findDay(db: Executor, userId: string, day: string) {
  const [row] = await db
    .select()
    .from(gamificationDays)
    .where(and(eq(gamificationDays.userId, userId), eq(gamificationDays.day, day)));
  return row;
}

export async function listDays(db: Executor, userId: string, from: string, to: string) {
  return db
    .select({ day: gamificationDays.day, state: gamificationDays.state })
    .from(gamificationDays)
    .where(and(eq(gamificationDays.userId, userId), gte(gamificationDays.day, from), lte(gamificationDays.day, to)))
    .orderBy(asc(gamificationDays.day));
}

export type UserAchievementRow = typeof userAchievements.$inferSelect;

export async function listUserAchievements(db: Executor, userId: string): Promise<UserAchievementRow[]> {
  return db
    .select()
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId))
    .orderBy(desc(userAchievements.unlockedAt), asc(userAchievements.achievementId));
}

export async function insertUserAchievement(tx: Transaction, row: { userId: string; achievementId: string; unlockedAt: Date }): Promise<boolean> {
  const rows = await tx.insert(userAchievements).values(row).onConflictDoNothing().returning({ id: userAchievements.achievementId });
  return rows.length > 0;
}

/** Marks an unlocked achievement seen; false when the user has not unlocked it. */
export async function markAchievementSeen(db: Executor, userId: string, achievementId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(userAchievements)
    .set({ seenAt: sql`coalesce(${userAchievements.seenAt}, ${now})` })
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievementId)))
    .returning({ id: userAchievements.achievementId });
  return rows.length > 0;
}

export async function readPreferences(db: Executor, userId: string): Promise<{ timeZone: string; leaderboardVisible: boolean } | undefined> {
  const [row] = await db.select({ timeZone: users.timeZone, leaderboardVisible: users.leaderboardVisible }).from(users).where(eq(users.id, userId));
  return row;
}

/** The user's own choices on /profile: a zone set here is kept over the browser's from then on. */
export async function updatePreferences(db: Executor, userId: string, values: { timeZone?: string; leaderboardVisible?: boolean }): Promise<void> {
  if (values.timeZone === undefined && values.leaderboardVisible === undefined) return;
  await db
    .update(users)
    .set({ ...values, ...(values.timeZone !== undefined ? { timeZoneChosen: true } : {}) })
    .where(eq(users.id, userId));
}

/** The zone the browser reports, stored unless the user has picked one on /profile (a traveller's device follows them until then). */
export async function followBrowserTimeZone(db: Executor, userId: string, timeZone: string): Promise<void> {
  await db
    .update(users)
    .set({ timeZone })
    .where(and(eq(users.id, userId), eq(users.timeZoneChosen, false), sql`${users.timeZone} <> ${timeZone}`));
}
