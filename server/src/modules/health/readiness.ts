import type { ReadinessResponse } from '@common/contracts/health';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import type { Queue } from '../../jobs/queue';
import { countAppliedMigrations, pingDatabase } from './repository';

export type ReadinessDeps = { db: Database; queue: Pick<Queue, 'isReachable'> };

const CHECK_TIMEOUT_MS = 2000;

/** The migrations this build ships: a database with fewer applied is not ready for this code. */
const shippedMigrations: number = (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries
  .length;

function passes(check: () => Promise<boolean>): Promise<boolean> {
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS).unref());
  return Promise.race([check().catch(() => false), timeout]);
}

/**
 * Readiness for a load balancer or Kubernetes: the database answers, every migration this build
 * ships is applied, and the queue is reachable. Unlike /api/health it is never cached: a probe
 * that says "ready" must be true now, and probes come seconds apart, not thousands a second.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<{ statusCode: 200 | 503; body: ReadinessResponse }> {
  const [database, queue] = await Promise.all([
    passes(async () => {
      await pingDatabase(deps.db);
      return true;
    }),
    passes(() => deps.queue.isReachable()),
  ]);
  const migrations = database && (await passes(async () => (await countAppliedMigrations(deps.db)) >= shippedMigrations));
  const ready = database && migrations && queue;
  return { statusCode: ready ? 200 : 503, body: { status: ready ? 'ready' : 'not_ready', checks: { database, migrations, queue } } };
}
