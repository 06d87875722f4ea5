import PgBoss from 'pg-boss';
import pg from 'pg';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Logger } from '../logger';
import { jobsFailed, type QueueDepth } from '../observability/metrics';
import type { JobDefinition, JobHandler } from './job-definition';

/** Runs the queue's SQL on a caller's connection, e.g. inside its transaction (see `sqlExecutorOf`). */
export type SqlExecutor = { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * Per-job overrides of the queue's policy (pg-boss send options). With `db`, the job is inserted
 * through that executor, so it commits or rolls back with the caller's transaction.
 */
export type SendOptions = { expireInSeconds?: number; retryLimit?: number; retryDelay?: number; retryBackoff?: boolean; priority?: number; db?: SqlExecutor };

export type Queue = {
  send<P extends z.ZodType>(definition: JobDefinition<P>, payload: z.infer<P>, options?: SendOptions): Promise<string | null>;
  isReachable(): Promise<boolean>;
  /** Jobs waiting and running per queue (for the queue-depth metric). */
  depths(): Promise<QueueDepth[]>;
  /** Starts polling for the given handlers in this process. */
  startWorkers(handlers: JobHandler<z.ZodType>[]): Promise<void>;
  stop(): Promise<void>;
};

export type QueueOptions = {
  url: string;
  logger: Logger;
  /** Every definition the app may send; each gets its queue created at start. */
  definitions: JobDefinition<z.ZodType>[];
  /** Cron schedules to keep (only honoured by instances that run workers). */
  schedules?: { definition: JobDefinition<z.ZodType>; cron: string }[];
  /** How often pg-boss looks for expired jobs (a worker that died mid-job) to hand out again. */
  maintenanceIntervalSeconds?: number;
  /** How often an idle worker asks for a job (pg-boss: 2 s by default, 0.5 s at least). */
  pollingIntervalSeconds?: number;
};

/** The queue's tables live in this schema of the application database. */
const QUEUE_SCHEMA = 'pgboss';

let absorbing: ((reason: unknown) => void) | undefined;

/**
 * pg-boss 10.4.2 stores a finished job's outcome (complete or fail) without awaiting it
 * (manager.js, onFetch): while the database is down that promise rejects unhandled and Node ends
 * the worker (found by the chaos test, docs/decisions/030). What is lost is the outcome, not the
 * job: it stays active and is handed out again after its expiry, and every handler is idempotent.
 * Only such an error is absorbed; any other unhandled rejection still ends the process.
 */
export function absorbLostJobOutcomes(logger: Logger): (reason: unknown) => void {
  return (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    logger.warn({ err: reason }, 'a job outcome could not be stored while the database was unreachable; the job runs again after its expiry');
  };
}

/** pg_advisory_lock key of the queues' creation: 'rw-queue' as a number. */
const SETUP_LOCK_KEY = 0x72772d7175657565n;

/**
 * pg-boss creates each queue (a row and a partition table) without a lock of its own: two
 * instances starting at once deadlock on it and one of them dies (found by the chaos test,
 * docs/decisions/030). Creating the queues under one advisory lock lets the second wait instead.
 */
async function whileHoldingSetupLock(url: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'reelwright-queue-setup' });
  client.on('error', () => undefined); // a lost connection fails the query below instead
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY.toString()]);
    await work();
  } finally {
    await client.end(); // ending the session releases the lock
  }
}

/** pg-boss in the application database (schema `pgboss`); see docs/decisions/003-job-queue.md. */
export async function startQueue(options: QueueOptions): Promise<Queue> {
  const { logger } = options;
  const boss = new PgBoss({
    connectionString: options.url,
    schema: QUEUE_SCHEMA,
    max: 4,
    application_name: 'reelwright-queue',
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await whileHoldingSetupLock(options.url, async () => {
    for (const definition of options.definitions) {
      if (!(await boss.getQueue(definition.name))) await boss.createQueue(definition.name, { name: definition.name, ...definition.retry });
      if (definition.event) await boss.subscribe(definition.event, definition.name);
    }
  });

  return {
    async send(definition, payload, sendOptions = {}) {
      return boss.send(definition.name, definition.payload.parse(payload) as object, sendOptions);
    },
    async isReachable() {
      try {
        await boss.getQueues();
        return true;
      } catch {
        return false;
      }
    },
    async depths() {
      // every queue, with zeros for the empty ones, so a drained queue reads 0 rather than vanishing
      const { rows } = await boss.getDb().executeSql(
        `SELECT q.name AS queue, s.state, count(j.id)::int AS count
           FROM ${QUEUE_SCHEMA}.queue q
           CROSS JOIN (VALUES ('waiting'), ('active')) AS s(state)
           LEFT JOIN ${QUEUE_SCHEMA}.job j ON j.name = q.name AND j.state IN ('created', 'retry', 'active')
                AND (CASE WHEN j.state = 'active' THEN 'active' ELSE 'waiting' END) = s.state
          GROUP BY 1, 2`,
        [],
      );
      return rows as QueueDepth[];
    },
    async startWorkers(handlers) {
      if (!absorbing) {
        absorbing = absorbLostJobOutcomes(logger);
        process.on('unhandledRejection', absorbing);
      }
      // pg-boss refuses an explicit undefined here
      const workOptions = options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {};
      for (const handler of handlers) {
        const queue = handler.definition.name;
        await boss.work(queue, workOptions, async (jobs) => {
          try {
            for (const job of jobs) await handler.run(handler.definition.payload.parse(job.data));
          } catch (error) {
            jobsFailed.inc({ queue });
            throw error;
          }
        });
      }
      for (const schedule of options.schedules ?? []) {
        await boss.schedule(schedule.definition.name, schedule.cron, {});
      }
      logger.info({ jobs: handlers.map((h) => h.definition.name) }, 'workers started');
    },
    async stop() {
      // graceful: stop fetching, let running handlers finish, then close the pool
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/**
 * pg-boss's job insert without a pool of its own: never started, it only runs the statement on the
 * executor given with each send (`db`), so a publish joins the caller's transaction.
 */
const transactionalSender = new PgBoss({
  schema: QUEUE_SCHEMA,
  db: { executeSql: () => Promise.reject(new Error("A publish must run on the caller's transaction (pass db).")) },
});

/**
 * Adds one job with `data` to every queue subscribed to `event` (pg-boss's subscription table),
 * on the caller's executor, so the jobs commit or roll back with its transaction. Unlike pg-boss's
 * own `publish`, which reads the subscriptions outside the transaction and ignores a failed send,
 * a send that writes nothing throws. Returns how many subscribers got the event.
 */
export async function publishWithin(db: SqlExecutor, event: string, data: object): Promise<number> {
  const { rows } = await db.executeSql(`SELECT name FROM ${QUEUE_SCHEMA}.subscription WHERE event = $1 ORDER BY name`, [event]);
  for (const { name } of rows as { name: string }[]) {
    const id = await transactionalSender.send(name, data, { db });
    if (!id) throw new Error(`The event ${event} could not be queued for ${name}.`);
  }
  return rows.length;
}

/**
 * Sends one job on the caller's executor (so it commits or rolls back with the transaction), with
 * pg-boss's `singletonKey` when given. Used by the public API's webhook deliveries (ADR 025) and by
 * renders, whose job must exist exactly when their row (and payment) does (ADR 030).
 */
export async function sendWithin<P extends z.ZodType>(
  db: SqlExecutor,
  definition: JobDefinition<P>,
  payload: z.infer<P>,
  options: { singletonKey?: string } & Omit<SendOptions, 'db'> = {},
): Promise<string | null> {
  return transactionalSender.send(definition.name, definition.payload.parse(payload) as object, { ...definition.retry, ...options, db });
}

/**
 * pg-boss's batch insert, made to say how many rows it wrote: its statement ends in ON CONFLICT DO
 * NOTHING without RETURNING (a job whose queue is missing would vanish silently), so RETURNING is
 * added here. Should pg-boss change that statement, this fails loudly, never silently.
 */
async function insertJobs(db: SqlExecutor, jobs: { name: string; data: object }[]): Promise<number> {
  let written = 0;
  const counting: SqlExecutor = {
    async executeSql(text, values) {
      const result = await db.executeSql(`${text.trimEnd()} RETURNING id`, values);
      written = result.rows.length;
      return result;
    },
  };
  await transactionalSender.insert(jobs, { db: counting } as PgBoss.InsertOptions);
  return written;
}

/**
 * Many jobs of one definition in one statement (pg-boss's batch insert) on the caller's executor,
 * so they commit or roll back with its transaction; the queue's policy applies as with `send`.
 */
export async function sendManyWithin<P extends z.ZodType>(db: SqlExecutor, definition: JobDefinition<P>, payloads: z.infer<P>[]): Promise<void> {
  if (!payloads.length) return;
  const jobs = payloads.map((payload) => ({ name: definition.name, data: definition.payload.parse(payload) as object }));
  const ids = await insertJobs(db, jobs);
  if (ids !== jobs.length) throw new Error(`Only ${ids} of ${jobs.length} ${definition.name} jobs could be queued.`);
}

/** `publishWithin` for many events of one name: one subscription read and one insert per subscriber. */
export async function publishManyWithin(db: SqlExecutor, event: string, data: object[]): Promise<number> {
  if (!data.length) return 0;
  const { rows } = await db.executeSql(`SELECT name FROM ${QUEUE_SCHEMA}.subscription WHERE event = $1 ORDER BY name`, [event]);
  for (const { name } of rows as { name: string }[]) {
    const ids = await insertJobs(
      db,
      data.map((d) => ({ name, data: d })),
    );
    if (ids !== data.length) throw new Error(`The event ${event} could not be queued for ${name}.`);
  }
  return rows.length;
}
