import { timingSafeEqual, createHash } from 'node:crypto';
import client from 'prom-client';

/**
 * The process's Prometheus instruments, in one registry (docs/decisions/055-metrics-and-traces.md).
 * Counting is always on and costs a few additions; only serving them is switched on (METRICS_TOKEN).
 * Each process counts what it does itself: the web's HTTP requests, a worker's renders and jobs.
 */
export const metricsRegistry = new client.Registry();

export const httpRequestDuration = new client.Histogram({
  name: 'reelwright_http_request_duration_seconds',
  help: 'HTTP requests by route pattern (not the raw URL), method and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const renderDuration = new client.Histogram({
  name: 'reelwright_render_duration_seconds',
  help: 'One attempt of a render job, from claim to outcome (completed, failed for good, or retried)',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300, 600],
  registers: [metricsRegistry],
});

export const jobsFailed = new client.Counter({
  name: 'reelwright_jobs_failed_total',
  help: 'Job attempts whose handler threw (the queue retries them or gives them up)',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const domainEvents = new client.Counter({
  name: 'reelwright_domain_events_total',
  help: 'Domain events published by this process, by event name',
  labelNames: ['event'] as const,
  registers: [metricsRegistry],
});

export const signUps = new client.Counter({
  name: 'reelwright_sign_ups_total',
  help: 'Accounts created (user.signed_up events)',
  registers: [metricsRegistry],
});

export const optIns = new client.Counter({
  name: 'reelwright_opt_ins_total',
  help: 'Opt-ins stored (lead.captured events), by form and whether the e-mail was a new lead',
  labelNames: ['via', 'new_lead'] as const,
  registers: [metricsRegistry],
});

type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

/** The pg Pool's connections, read at scrape time. */
function watchDatabasePool(pool: PoolCounts): void {
  metricsRegistry.removeSingleMetric('reelwright_db_pool_connections');
  new client.Gauge({
    name: 'reelwright_db_pool_connections',
    help: 'Connections of the application pool: total open, idle, and callers waiting for one',
    labelNames: ['state'] as const,
    registers: [metricsRegistry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

export type QueueDepth = { queue: string; state: 'waiting' | 'active'; count: number };

/** Jobs waiting and running per queue, read from the queue's tables at scrape time (so every process sees the whole queue). */
function watchQueueDepth(read: () => Promise<QueueDepth[]>): void {
  metricsRegistry.removeSingleMetric('reelwright_queue_depth');
  new client.Gauge({
    name: 'reelwright_queue_depth',
    help: 'Jobs per queue: waiting (created or to retry) and active',
    labelNames: ['queue', 'state'] as const,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      // an unreachable database leaves the series out rather than failing the whole scrape
      const depths = await read().catch(() => []);
      for (const { queue, state, count } of depths) this.set({ queue, state }, count);
    },
  });
}

let defaultsCollected = false;

/**
 * What a process that serves its metrics (the web on /metrics, a worker on METRICS_PORT) reads at
 * scrape time: Node's own figures (heap, event loop lag, GC; once per process), its database pool
 * and the queue's depth.
 */
export function watchProcess(sources: { pool: PoolCounts; queueDepths: () => Promise<QueueDepth[]> }): void {
  if (!defaultsCollected) client.collectDefaultMetrics({ register: metricsRegistry, prefix: 'reelwright_' });
  defaultsCollected = true;
  watchDatabasePool(sources.pool);
  watchQueueDepth(sources.queueDepths);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when an Authorization header carries exactly `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

export const metricsContentType = metricsRegistry.contentType;
