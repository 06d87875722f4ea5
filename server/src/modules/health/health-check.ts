import { healthResponseSchema, type HealthResponse } from '@common/contracts/health';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';
import { appVersion } from '../../version';
import { findLatestHeartbeat, pingDatabase } from './repository';

/** Only what health probes: the database, the queue's reachability, and how long an answer is reused. */
export type HealthDeps = { db: Database; queue: Pick<Queue, 'isReachable'>; maxAgeMs: number };

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref())]);
}

async function timed(check: () => Promise<unknown>): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  const ok = await withTimeout(check()).then(
    () => true,
    () => false,
  );
  return { ok, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
}

/** Database down means the app cannot serve (503); a queue problem only degrades it. */
async function probe(options: Pick<HealthDeps, 'db' | 'queue'>): Promise<HealthResponse> {
  const [database, queue] = await Promise.all([
    timed(() => pingDatabase(options.db)),
    timed(async () => {
      if (!(await options.queue.isReachable())) throw new Error('queue unreachable');
    }),
  ]);
  const lastHeartbeat = database.ok ? await withTimeout(findLatestHeartbeat(options.db)).catch(() => null) : null;
  return {
    status: !database.ok ? 'down' : queue.ok ? 'ok' : 'degraded',
    version: appVersion,
    uptimeSeconds: Math.round(process.uptime()),
    database,
    queue,
    worker: { lastHeartbeatAt: lastHeartbeat ? lastHeartbeat.toISOString() : null },
  };
}

export type HealthAnswer = { statusCode: 200 | 503; json: string };

/**
 * Health is probed, checked against the contract and serialised at most once per `maxAgeMs`, and
 * callers arriving meanwhile share that answer, so load balancers and monitors polling hard never
 * turn into load on the database or on the server.
 */
export function createHealthCheck(options: HealthDeps) {
  const { maxAgeMs } = options;
  let latest: { at: number; answer: Promise<HealthAnswer> } | undefined;
  return function checkHealth(): Promise<HealthAnswer> {
    const now = Date.now();
    if (!latest || now - latest.at >= maxAgeMs) {
      latest = {
        at: now,
        answer: probe(options).then((result) => {
          const body = healthResponseSchema.parse(result);
          return { statusCode: body.status === 'down' ? 503 : 200, json: JSON.stringify(body) };
        }),
      };
    }
    return latest.answer;
  };
}
