import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { preparedOn, type Database, type Executor, type Transaction } from '../../db/client';
import { gamificationScoreCounts, gamificationStats, gamificationWeekly, users } from '../../db/schema/index';

// The leaderboards' rows: weekly points, score counts per bucket, places and tops. Rules in ./leaderboards.ts and ./awards.ts.

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
  for (const [name, value] of [
    [board, score],
    [`${board}#bucket`, bucketOf(score)],
  ] as const) {
    await tx
      .insert(gamificationScoreCounts)
      .values({ board: name, score: value, users: delta })
      .onConflictDoUpdate({
        target: [gamificationScoreCounts.board, gamificationScoreCounts.score],
        set: { users: sql`${gamificationScoreCounts.users} + ${delta}` },
      });
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

/** How many users score more than `score` on `board`: the bucket counts above its bucket, plus the exact counts inside it. */
export const aboveSql = (board: string, score: SQL) => sql`
  coalesce((select sum(c.users) from gamification_score_counts c where c.board = ${boardLiteral(`${board}#bucket`)} and c.score > (${score}) / ${bucketWidth} * ${bucketWidth}), 0)
  + coalesce((select sum(c.users) from gamification_score_counts c where c.board = ${boardLiteral(board)} and c.score > (${score}) and c.score < (${score}) / ${bucketWidth} * ${bucketWidth} + ${bucketWidth}), 0)`;

const placeQuery = preparedOn('gamification_place', (db, name) => {
  const [column, board] = name.split('__').slice(1) as [StatColumn, string];
  const value = sql<number>`coalesce(${gamificationStats[column]}, 0)`;
  return db
    .select({
      visible: sql<boolean>`coalesce(${gamificationStats.visible}, ${users.leaderboardVisible})`,
      value,
      above: sql<string>`${aboveSql(board, value)}`,
    })
    .from(users)
    .leftJoin(gamificationStats, eq(gamificationStats.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);
});

/**
 * The caller's value on a board (0 before their first award) and how many visible users are above
 * it, in one query; a prepared statement per board (every leaderboard call reads it).
 */
export async function readPlace(
  db: Database,
  userId: string,
  column: StatColumn,
  board: string,
): Promise<{ visible: boolean; value: number; above: number } | undefined> {
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
    .select({
      visible: sql<boolean>`coalesce(${gamificationStats.visible}, ${users.leaderboardVisible})`,
      value: points,
      above: sql<string>`${aboveSql(board, points)}`,
    })
    .from(users)
    .leftJoin(gamificationStats, eq(gamificationStats.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);
});

export async function readWeeklyPlace(
  db: Database,
  userId: string,
  weekStart: string,
): Promise<{ visible: boolean; value: number; above: number } | undefined> {
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

export async function listWeeklyTop(
  db: Executor,
  weekStart: string,
  limit: number,
): Promise<{ userId: string; name: string; value: number; points: number }[]> {
  return db
    .select({ userId: gamificationWeekly.userId, name: users.name, value: gamificationWeekly.points, points: gamificationStats.points })
    .from(gamificationWeekly)
    .innerJoin(gamificationStats, eq(gamificationStats.userId, gamificationWeekly.userId))
    .innerJoin(users, eq(users.id, gamificationWeekly.userId))
    .where(and(eq(gamificationWeekly.weekStart, weekStart), eq(gamificationStats.visible, true), sql`${gamificationWeekly.points} > 0`))
    .orderBy(sql`${gamificationWeekly.points} desc nulls last`, asc(gamificationWeekly.userId))
    .limit(limit);
}
