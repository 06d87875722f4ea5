import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { throttleEvents } from '../../db/schema/index';

type Key = { bucket: string; subject: string };

/** `countEventsSince` for many subjects of one bucket in one query; subjects without events are left out. */
export async function countEventsOfSubjectsSince(
  db: Executor,
  key: { bucket: string; subjects: string[]; since: Date },
): Promise<Map<string, { count: number; oldest: Date | null }>> {
  // one array parameter, so the statement's text (and plan) is the same for any number of subjects
  const { rows } = await db.execute<{ subject: string; count: number; oldest_ms: number | null }>(sql`
    select subject, count(*)::int as count, (extract(epoch from min(occurred_at)) * 1000)::float8 as oldest_ms from throttle_events
    where bucket = ${key.bucket} and subject = any(${sql.param(key.subjects)}::text[]) and occurred_at > ${key.since.toISOString()}::timestamptz
    group by subject`);
  return new Map(rows.map((row) => [row.subject, { count: row.count, oldest: row.oldest_ms === null ? null : new Date(row.oldest_ms) }]));
}

/**
 * Drops these subjects' events of one bucket from before `before` and adds one event per entry
 * (a subject may repeat) at `at`, in one statement with array parameters (the opt-in batch's).
 */
export async function replaceEventsBefore(db: Executor, key: { bucket: string; subjects: string[]; before: Date; at: Date }): Promise<void> {
  if (!key.subjects.length) return;
  const distinct = [...new Set(key.subjects)].sort();
  await db.execute(sql`
    with gone as (
      delete from throttle_events where bucket = ${key.bucket} and subject = any(${sql.param(distinct)}::text[]) and occurred_at < ${key.before.toISOString()}::timestamptz
    )
    insert into throttle_events (bucket, subject, occurred_at)
    select ${key.bucket}::text, subject, ${key.at.toISOString()}::timestamptz from unnest(${sql.param(key.subjects)}::text[]) as subject`);
}

/** Drops one key's events before `before` (outside every window), or all of them. */
export async function deleteEvents(db: Executor, key: Key & { before?: Date }): Promise<void> {
  await db
    .delete(throttleEvents)
    .where(
      and(eq(throttleEvents.bucket, key.bucket), eq(throttleEvents.subject, key.subject), key.before ? lt(throttleEvents.occurredAt, key.before) : undefined),
    );
}

/** Events older than every window (the longest is an hour); subjects never seen again go too. */
export async function deleteEventsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(throttleEvents).where(lt(throttleEvents.occurredAt, before)).returning({ id: throttleEvents.id });
  return rows.length;
}

/** Every bucket's events counted against these subjects (an account's id and address, when it is removed). */
export async function deleteEventsOfSubjects(db: Executor, subjects: string[]): Promise<void> {
  if (subjects.length) await db.delete(throttleEvents).where(inArray(throttleEvents.subject, subjects));
}

/**
 * Holds a transaction-scoped lock on every key, in one statement: a second transaction asking for
 * any of them waits for the first to end. Taken in the order of the keys' hashes, the same in every
 * transaction, so two never deadlock.
 */
export async function lockKeys(db: Executor, keys: readonly Key[]): Promise<void> {
  if (!keys.length) return;
  const names = [...new Set(keys.map((key) => `throttle:${key.bucket}:${key.subject}`))];
  await db.execute(sql`
    select pg_advisory_xact_lock(h) from (
      select distinct hashtextextended(name, 0) as h from unnest(${sql.param(names)}::text[]) as name order by h
    ) as locks`);
}
