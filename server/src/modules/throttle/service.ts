import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { countEventsSince, deleteEvents, deleteEventsBefore, deleteEventsOfSubjects, insertEvent, lockKey } from './repository';

/** At most `limit` events per subject in any `windowMs`; then 429 until the oldest one ages out. */
export type ThrottleRule = { bucket: string; limit: number; windowMs: number; message: string };

/** `db` may be a transaction, so an event can be counted in the same commit as what it limits. */
type Options = { db: Executor; rule: ThrottleRule; subjects: string[]; now: Date };

function minutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/** Throws RATE_LIMITED with `retryAfterSeconds` (sent as Retry-After) when any subject is at its limit. */
export async function assertUnderLimit({ db, rule, subjects, now }: Options): Promise<void> {
  const since = new Date(now.getTime() - rule.windowMs);
  for (const subject of subjects) {
    const { count, oldest } = await countEventsSince(db, { bucket: rule.bucket, subject, since });
    if (count < rule.limit) continue;
    const freeAt = (oldest ?? now).getTime() + rule.windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', rule.message.replace('{wait}', minutes(retryAfterSeconds)), { retryAfterSeconds });
  }
}

/**
 * Inside a transaction: waits until no other transaction counts these subjects, so a check and
 * the event it records are one step. Without it, requests arriving at once (on one instance or
 * several) all pass the check before any is counted (found by the chaos test, docs/decisions/030).
 * Subjects are locked in a fixed order, so two such transactions never deadlock.
 */
export async function lockThrottleSubjects({ db, rule, subjects }: Omit<Options, 'now'>): Promise<void> {
  for (const subject of [...subjects].sort()) await lockKey(db, { bucket: rule.bucket, subject });
}

/** Counts one event for every subject, forgetting that subject's events that left the window. */
export async function recordThrottleEvent({ db, rule, subjects, now }: Options): Promise<void> {
  const before = new Date(now.getTime() - rule.windowMs);
  for (const subject of subjects) {
    await deleteEvents(db, { bucket: rule.bucket, subject, before });
    await insertEvent(db, { bucket: rule.bucket, subject, at: now });
  }
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
