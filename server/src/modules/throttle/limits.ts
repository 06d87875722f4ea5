import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { countEventsOfSubjectsSince, deleteEvents, deleteEventsBefore, deleteEventsOfSubjects, lockKeys, replaceEventsBefore } from './repository';

/** At most `limit` events per subject in any `windowMs`; then 429 until the oldest one ages out. */
export type ThrottleRule = { bucket: string; limit: number; windowMs: number; message: string };

/** `db` may be a transaction, so an event can be counted in the same commit as what it limits. */
type Options = { db: Executor; rule: ThrottleRule; subjects: string[]; now: Date };

function minutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
}

function rateLimited(rule: ThrottleRule, oldest: Date | null, now: Date): AppError {
  const freeAt = (oldest ?? now).getTime() + rule.windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  return new AppError('RATE_LIMITED', rule.message.replace('{wait}', minutes(retryAfterSeconds)), { retryAfterSeconds });
}

/** Throws RATE_LIMITED with `retryAfterSeconds` (sent as Retry-After) when any subject is at its limit. */
export async function assertUnderLimit({ db, rule, subjects, now }: Options): Promise<void> {
  if (!subjects.length) return;
  // every subject's count in one query; the first subject (in the order given) at its limit answers
  const counts = await countEventsOfSubjectsSince(db, { bucket: rule.bucket, subjects, since: new Date(now.getTime() - rule.windowMs) });
  for (const subject of subjects) {
    const seen = counts.get(subject);
    if (seen && seen.count >= rule.limit) throw rateLimited(rule, seen.oldest, now);
  }
}

/**
 * Inside a transaction: waits until no other transaction counts these subjects, so a check and
 * the event it records are one step. Without it, requests arriving at once (on one instance or
 * several) all pass the check before any is counted (found by the chaos test, docs/decisions/030).
 * One statement, whatever the number of subjects; the locks are taken in one fixed order, so two
 * such transactions never deadlock.
 */
export async function lockThrottleSubjects({ db, rule, subjects }: Omit<Options, 'now'>): Promise<void> {
  await lockKeys(
    db,
    subjects.map((subject) => ({ bucket: rule.bucket, subject })),
  );
}

/**
 * `assertUnderLimit` for a list of calls of one rule, one subject each (a subject may repeat), read
 * in one query: each verdict counts the calls before it in the list as if they had been recorded.
 * Returns null for a call under the limit, else its RATE_LIMITED error.
 */
export async function checkEachUnderLimit({ db, rule, subjects, now }: Options): Promise<(AppError | null)[]> {
  if (!subjects.length) return [];
  const counts = await countEventsOfSubjectsSince(db, {
    bucket: rule.bucket,
    subjects: [...new Set(subjects)],
    since: new Date(now.getTime() - rule.windowMs),
  });
  return subjects.map((subject) => {
    const seen = counts.get(subject) ?? { count: 0, oldest: null };
    if (seen.count >= rule.limit) return rateLimited(rule, seen.oldest, now);
    counts.set(subject, { count: seen.count + 1, oldest: seen.oldest ?? now });
    return null;
  });
}

/** `recordThrottleEvent` for a list of calls (one event per entry; a subject may repeat), in one statement. */
export async function recordThrottleEvents({ db, rule, subjects, now }: Options): Promise<void> {
  if (!subjects.length) return;
  await replaceEventsBefore(db, { bucket: rule.bucket, subjects, before: new Date(now.getTime() - rule.windowMs), at: now });
}

/**
 * Counts one event for every subject, forgetting those subjects' events that left the window, in
 * one statement: outside a transaction that is one commit (one WAL flush) instead of two per subject.
 */
export async function recordThrottleEvent({ db, rule, subjects, now }: Options): Promise<void> {
  await replaceEventsBefore(db, { bucket: rule.bucket, subjects, before: new Date(now.getTime() - rule.windowMs), at: now });
}

export async function clearThrottleEvents({ db, rule, subjects }: Omit<Options, 'now'>): Promise<void> {
  for (const subject of subjects) await deleteEvents(db, { bucket: rule.bucket, subject });
}

/** Drops every bucket's events older than `before` (no rule's window reaches that far back); returns how many went. */
export function forgetThrottleEventsBefore(db: Executor, before: Date): Promise<number> {
  return deleteEventsBefore(db, before);
}

/** Forgets the events of these subjects in every bucket (a removed account's id and address). */
export function forgetThrottleSubjects(db: Executor, subjects: string[]): Promise<void> {
  return deleteEventsOfSubjects(db, subjects);
}
