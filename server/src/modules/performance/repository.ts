import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { renderJobs, shareViews, videoPlays, videoShares } from '../../db/schema/index';

/** The finished, not deleted studio video a beacon is about, with its owner. */
export type BeaconTarget = { videoId: string; ownerUserId: string | null; durationSeconds: number };

const targetColumns = { videoId: renderJobs.id, ownerUserId: renderJobs.ownerUserId, durationSeconds: renderJobs.durationSeconds };
const playable = and(eq(renderJobs.kind, 'studio'), eq(renderJobs.status, 'completed'), isNull(renderJobs.deletedAt));

export async function findTargetByShareToken(db: Executor, token: string): Promise<BeaconTarget | undefined> {
  const [row] = await db
    .select(targetColumns)
    .from(videoShares)
    .innerJoin(renderJobs, eq(renderJobs.id, videoShares.videoId))
    .where(and(eq(videoShares.token, token), isNull(videoShares.revokedAt), playable));
  return row;
}

export async function findTargetByVideoId(db: Executor, videoId: string): Promise<BeaconTarget | undefined> {
  const [row] = await db
    .select(targetColumns)
    .from(renderJobs)
    .where(and(eq(renderJobs.id, videoId), playable));
  return row;
}

/** Stores a play or moves an existing one forward (never back); a play id only ever belongs to one video. */
export async function upsertPlay(
  db: Executor,
  play: { id: string; videoId: string; source: 'share' | 'studio'; furthestSeconds: number; completed: boolean; at: Date },
): Promise<void> {
  await db
    .insert(videoPlays)
    .values({
      id: play.id,
      videoId: play.videoId,
      source: play.source,
      furthestSeconds: play.furthestSeconds,
      completed: play.completed,
      startedAt: play.at,
      updatedAt: play.at,
    })
    .onConflictDoUpdate({
      target: videoPlays.id,
      set: {
        furthestSeconds: sql`greatest(${videoPlays.furthestSeconds}, excluded.furthest_seconds)`,
        completed: sql`${videoPlays.completed} or excluded.completed`,
        updatedAt: play.at,
      },
      setWhere: eq(videoPlays.videoId, play.videoId),
    });
}

export type VideoStatsRow = {
  id: string;
  title: string;
  visualStyle: (typeof renderJobs.$inferSelect)['visualStyle'];
  aspectRatio: (typeof renderJobs.$inferSelect)['aspectRatio'];
  durationSeconds: number;
  posterKey: string | null;
  variantOfId: string | null;
  createdAt: Date;
  views: number;
  plays: number;
  averageWatchPercent: number | null;
  completionRate: number | null;
};

/** Every finished studio video of the creator with its views and plays, oldest first. */
export async function listVideoStats(db: Executor, userId: string): Promise<VideoStatsRow[]> {
  const views = sql<number>`(select count(*)::int from ${shareViews} inner join ${videoShares} on ${videoShares.token} = ${shareViews.token} where ${videoShares.videoId} = ${renderJobs.id})`;
  const plays = db
    .select({
      videoId: videoPlays.videoId,
      plays: sql<number>`count(*)::int`.as('plays'),
      watch: sql<number | null>`avg(least(${videoPlays.furthestSeconds} / nullif(${renderJobs.durationSeconds}, 0), 1)) * 100`.as('watch'),
      completion: sql<number | null>`avg(case when ${videoPlays.completed} then 100.0 else 0 end)`.as('completion'),
    })
    .from(videoPlays)
    .innerJoin(renderJobs, eq(renderJobs.id, videoPlays.videoId))
    .where(eq(renderJobs.ownerUserId, userId))
    .groupBy(videoPlays.videoId)
    .as('p');
  const rows = await db
    .select({
      id: renderJobs.id,
      title: sql<string>`coalesce(${renderJobs.title}, ${renderJobs.prompt})`,
      visualStyle: renderJobs.visualStyle,
      aspectRatio: renderJobs.aspectRatio,
      durationSeconds: renderJobs.durationSeconds,
      posterKey: renderJobs.posterKey,
      variantOfId: renderJobs.variantOfId,
      createdAt: renderJobs.createdAt,
      views,
      plays: sql<number>`coalesce(${plays.plays}, 0)`,
      averageWatchPercent: plays.watch,
      completionRate: plays.completion,
    })
    .from(renderJobs)
    .leftJoin(plays, eq(plays.videoId, renderJobs.id))
    .where(and(eq(renderJobs.ownerUserId, userId), playable))
    .orderBy(asc(renderJobs.createdAt), asc(renderJobs.id));
  return rows.map((row) => ({
    ...row,
    plays: Number(row.plays),
    views: Number(row.views),
    averageWatchPercent: row.averageWatchPercent === null ? null : Number(row.averageWatchPercent),
    completionRate: row.completionRate === null ? null : Number(row.completionRate),
  }));
}

/**
 * Share-page views and plays of the creator's videos per day or ISO week (UTC), the last
 * `buckets` of them up to and including `now`'s, empty ones as zeros.
 */
export async function countActivity(
  db: Executor,
  userId: string,
  options: { unit: 'day' | 'week'; buckets: number; now: Date },
): Promise<{ start: string; views: number; plays: number }[]> {
  const step = options.unit === 'day' ? sql`interval '1 day'` : sql`interval '1 week'`;
  const unit = sql.raw(`'${options.unit}'`);
  const result = await db.execute<{ start: string; views: number; plays: number }>(sql`
    with buckets as (
      select generate_series(
        date_trunc(${unit}, ${options.now.toISOString()}::timestamptz at time zone 'UTC') - ${step} * ${options.buckets - 1},
        date_trunc(${unit}, ${options.now.toISOString()}::timestamptz at time zone 'UTC'),
        ${step}
      ) as start
    ),
    views as (
      select date_trunc(${unit}, ${shareViews.viewedAt} at time zone 'UTC') as start, count(*)::int as n
      from ${shareViews} inner join ${videoShares} on ${videoShares.token} = ${shareViews.token}
      where ${videoShares.userId} = ${userId}
      group by 1
    ),
    plays as (
      select date_trunc(${unit}, ${videoPlays.startedAt} at time zone 'UTC') as start, count(*)::int as n
      from ${videoPlays} inner join ${renderJobs} on ${renderJobs.id} = ${videoPlays.videoId}
      where ${renderJobs.ownerUserId} = ${userId}
      group by 1
    )
    select to_char(b.start, 'YYYY-MM-DD') as start, coalesce(v.n, 0)::int as views, coalesce(p.n, 0)::int as plays
    from buckets b left join views v on v.start = b.start left join plays p on p.start = b.start
    order by b.start`);
  return result.rows.map((row) => ({ start: row.start, views: Number(row.views), plays: Number(row.plays) }));
}

/** How many studio videos the creator has made (finished, not deleted). */
export async function countVideosMade(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(renderJobs)
    .where(and(eq(renderJobs.ownerUserId, userId), playable));
  return Number(row!.n);
}
