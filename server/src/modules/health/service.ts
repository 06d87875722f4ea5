import type { HealthResponse } from '@common/contracts/health';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';
import { appVersion } from '../../version';
import { findLatestHeartbeat, pingDatabase } from './repository';

const CHECK_TIMEOUT_MS = 2000;

type Probe = Omit<HealthResponse, 'uptimeSeconds'>;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

async function timed(check: () => Promise<unknown>): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  const ok = await withTimeout(check()).then(() => true, () => false);
  return { ok, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
}

/** Database down means the app cannot serve (503); a queue problem only degrades it. */
async function probe(options: { db: Database; queue: Queue }): Promise<Probe> {
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
    database,
    queue,
    worker: { lastHeartbeatAt: lastHeartbeat ? lastHeartbeat.toISOString() : null },
  };
}

/**
 * Health is probed at most once per `maxAgeMs`, and callers arriving during a probe share it, so
 * load balancers and monitors polling hard never turn into a load on the database.
 */
export function createHealthCheck(options: { db: Database; queue: Queue; maxAgeMs?: number }) {
  const maxAgeMs = options.maxAgeMs ?? 1000;
  let latest: { at: number; result: Promise<Probe> } | undefined;
  return async function checkHealth(): Promise<HealthResponse> {
    const now = Date.now();
    if (!latest || now - latest.at >= maxAgeMs) latest = { at: now, result: probe(options) };
    return { ...(await latest.result), uptimeSeconds: Math.round(process.uptime()) };
  };
}
