import { sql, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workerHeartbeats } from '../../db/schema/index';

export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function findLatestHeartbeat(db: Executor): Promise<Date | null> {
  const [row] = await db.select({ latest: max(workerHeartbeats.lastBeatAt) }).from(workerHeartbeats);
  return row?.latest ?? null;
}

export async function recordWorkerHeartbeat(db: Executor, worker: { workerId: string; hostname: string; pid: number }): Promise<void> {
  await db
    .insert(workerHeartbeats)
    .values(worker)
    .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { lastBeatAt: sql`now()` } });
}

/** Rows in drizzle's own journal table (schema `drizzle`), one per applied migration. */
export async function countAppliedMigrations(db: Executor): Promise<number> {
  const result = await db.execute<{ applied: number }>(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return result.rows[0]?.applied ?? 0;
}
