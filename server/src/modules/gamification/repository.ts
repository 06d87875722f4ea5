import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { preparedOn, type Database, type Executor, type Transaction } from '../../db/client';
import { gamificationAwards, gamificationDays, gamificationScoreCounts, gamificationStats, gamificationWeekly, userAchievements, users } from '../../db/schema/index';

// Rows only: what earns points, what unlocks and what a rank means is decided in ./service.ts.

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
export async function readProfile(db: Database, userId: string): Promise<{ stats: StatsRow | null; timeZone: string; unlocked: number; pointsAbove: number } | undefined> {
  const [row] = await profileQuery(db).execute({ userId });
  return row && { ...row, pointsAbove: Number(row.pointsAbove) };
}

export async function writeStats(tx: Transaction, row: StatsRow): Promise<void> {
  const { userId, ...values } = row;
  await tx.update(gamificationStats).set(values).where(eq(gamificationStats.userId, userId));
}

/** True when the key was new (the award is written); false for a replay. */
export async function insertAward(tx: Transaction, award: { userId: string; rule: string; points: number; idempotencyKey: string; createdAt: Date }): Promise<boolean> {
  const rows = await tx.insert(gamificationAwards).values(award).onConflictDoNothing().returning({ id: gamificationAwards.id });
  return rows.length > 0;
}

/** Adds `points` to the user's week; returns the week's total before and after. */
export async function addWeeklyPoints(tx: Transaction, weekStart: string, userId: string, points: number): Promise<{ before: number; after: number }> {
  const [row] = await tx
    .insert(gamificationWeekly)
    .values({ weekStart, userId, points })
    .onConflictDoUpdate({ target: [gamificationWeekly.weekStart, gamificationWeekly.userId], set: { points: sql`${gamificationWeekly.points} + ${points}` } })
    .returning({ points: gamificationWeekly.points });
  return { before: row!.points - points, after: row!.points };
}

export async function readWeeklyPoints(db: Executor, weekStart: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ points: gamificationWeekly.points })
    .from(gamificationWeekly)
    .where(and(eq(gamificationWeekly.weekStart, weekStart), eq(gamificationWeekly.userId, userId)));
  return row?.points ?? 0;
}

/** Scores are also counted per bucket this wide (board `<board>#bucket`), so a rank sums a few hundred rows at most. */
export const SCORE_BUCKET = 1000;
const bucketOf = (score: number) => Math.floor(score / SCORE_BUCKET) * SCORE_BUCKET;

/**
 * One more (delta 1) or one fewer (-1) visible user at `score` on `board`, in the exact count and
 * in its bucket's. Scores of 0 are not counted (nobody is below them).
 */
export async function adjustScoreCount(tx: Transaction, board: string, score: number, delta: number): Promise<void> {
  if (score <= 0) return;
  for (const [name, value] of [[board, score], [`${board}#bucket`, bucketOf(score)]] as const) {
    await tx
      .insert(gamificationScoreCounts)
      .values({ board: name, score: value, users: delta })
      .onConflictDoUpdate({ target: [gamificationScoreCounts.board, gamificationScoreCounts.score], set: { users: sql`${gamificationScoreCounts.users} + ${delta}` } });
  }
}

export type StatColumn = 'points' | 'videos' | 'lessons' | 'longestStreak';

/**
 * A board's name and the bucket width are written into a place query's text, not passed as
 * parameters: with the board as a parameter PostgreSQL planned the query again on every call for
 * the smaller boards (its generic plan assumes an average board), 0.2–0.3 ms of planning a call
 * (docs/decisions/033-leaderboard-latency.md). Names come from BOARDS and `weekStartOf`, never from
 * a request; the pattern makes sure of it.
 */
function boardLiteral(name: string): SQL {
  if (!/^[a-z]+(:\d{4}-\d{2}-\d{2})?(#bucket)?$/.test(name)) throw new Error(`not a board name: ${name}`);
  return sql.raw(`'${name}'`);
}
const bucketWidth = sql.raw(String(SCORE_BUCKET));

const aboveSql = (board: string, score: SQL) => sql`
  coalesce((select sum(c.users) from gamification_score_counts c where c.board = ${boardLiteral(`${board}#bucket`)} and c.score > (${score}) / ${bucketWidth} * ${bucketWidth}), 0)
  + coalesce((select sum(c.users) from gamification_score_counts c where c.board = ${boardLiteral(board)} and c.score > (${score}) and c.score < (${score}) / ${bucketWidth} * ${bucketWidth} + ${bucketWidth}), 0)`;

const placeQuery = preparedOn('gamification_place', (db, name) => {
  const [column, board] = name.split('__').slice(1) as [StatColumn, string];
  const value = sql<number>`coalesce(${gamificationStats[column]}, 0)`;
  return db
    .select({ visible: sql<boolean>`coalesce(${gamificationStats.visible}, ${users.leaderboardVisible})`, value, above: sql<string>`${aboveSql(board, value)}` })
    .from(users)
    .leftJoin(gamificationStats, eq(gamificationStats.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);
});

/**
 * The caller's value on a board (0 before their first award) and how many visible users are above
 * it, in one query; a prepared statement per board (every leaderboard call reads it).
 */
export async function readPlace(db: Database, userId: string, column: StatColumn, board: string): Promise<{ visible: boolean; value: number; above: number } | undefined> {
  const [row] = await placeQuery(db, `_${column}__${board}`).execute({ userId });
  return row && { visible: row.visible, value: Number(row.value), above: Number(row.above) };
}

/** The same for a week's points: a prepared statement per week (one new name a week), for the reason above. */
const weeklyPlaceQuery = preparedOn('gamification_weekly_place', (db, name) => {
  const weekStart = name.split('__')[1]!;
  const board = `weekly:${weekStart}`;
  boardLiteral(board); // throws unless weekStart is a plain date, before it goes into the text
  const points = sql<number>`coalesce((select w.points from gamification_weekly w where w.week_start = ${sql.raw(`date '${weekStart}'`)} and w.user_id = ${users.id}), 0)`;
  return db
    .select({ visible: sql<boolean>`coalesce(${gamificationStats.visible}, ${users.leaderboardVisible})`, value: points, above: sql<string>`${aboveSql(board, points)}` })
    .from(users)
    .leftJoin(gamificationStats, eq(gamificationStats.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);
});

export async function readWeeklyPlace(db: Database, userId: string, weekStart: string): Promise<{ visible: boolean; value: number; above: number } | undefined> {
  const [row] = await weeklyPlaceQuery(db, `_${weekStart}`).execute({ userId });
  return row && { visible: row.visible, value: Number(row.value), above: Number(row.above) };
}

/** The top of a board read from its partial index (the order spells `nulls last` as the index does, or the planner sorts every row instead): visible users with a value above 0, by value, then id. */
export async function listTop(db: Executor, column: StatColumn, limit: number): Promise<{ userId: string; name: string; value: number; points: number }[]> {
  const value = gamificationStats[column];
  return db
    .select({ userId: gamificationStats.userId, name: users.name, value, points: gamificationStats.points })
    .from(gamificationStats)
    .innerJoin(users, eq(users.id, gamificationStats.userId))
    .where(and(eq(gamificationStats.visible, true), sql`${value} > 0`))
    .orderBy(sql`${value} desc nulls last`, asc(gamificationStats.userId))
    .limit(limit);
}

export async function listWeeklyTop(db: Executor, weekStart: string, limit: number): Promise<{ userId: string; name: string; value: number; points: number }[]> {
  return db
    .select({ userId: gamificationWeekly.userId, name: users.name, value: gamificationWeekly.points, points: gamificationStats.points })
    .from(gamificationWeekly)
    .innerJoin(gamificationStats, eq(gamificationStats.userId, gamificationWeekly.userId))
    .innerJoin(users, eq(users.id, gamificationWeekly.userId))
    .where(and(eq(gamificationWeekly.weekStart, weekStart), eq(gamificationStats.visible, true), sql`${gamificationWeekly.points} > 0`))
    .orderBy(sql`${gamificationWeekly.points} desc nulls last`, asc(gamificationWeekly.userId))
    .limit(limit);
}

/** True when the day was new for the user (two calls for one day: one row). */
export async function insertDay(tx: Transaction, day: { userId: string; day: string; state: 'active' | 'frozen'; activityType: string | null; createdAt: Date }): Promise<boolean> {
  const rows = await tx.insert(gamificationDays).values(day).onConflictDoNothing().returning({ day: gamificationDays.day });
  return rows.length > 0;
}

export async function findDay(db: Executor, userId: string, day: string) {
  const [row] = await db.select().from(gamificationDays).where(and(eq(gamificationDays.userId, userId), eq(gamificationDays.day, day)));
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
  return db.select().from(userAchievements).where(eq(userAchievements.userId, userId)).orderBy(desc(userAchievements.unlockedAt), asc(userAchievements.achievementId));
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
