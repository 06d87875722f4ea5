import { createAdapters, type Adapters } from './adapters';
import { loadConfig, ConfigError, type Config } from './config';
import type { DatabaseServer } from './db/bootstrap';
import { createDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { startQueue, type Queue } from './jobs/queue';
import { createJobHandlers, jobDefinitions, jobSchedules } from './workers/registry';
import { heartbeatJob } from './jobs/definitions/heartbeat';
import { createLogger, type Logger } from './logger';
import { grantAdminRoles } from './modules/auth/service';
import { backfillPostersJob } from './jobs/definitions/backfill-posters';
import { seedShowcaseVideos } from './modules/showcase/service';

export type Core = {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  queue: Queue;
  /** Built once here; the app (main.ts) and the workers share them. */
  adapters: Adapters;
  stop(): Promise<void>;
};

/** Reads the configuration or stops the process with a message that names the bad variable. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

/** config → database → migrations → queue (→ workers), shared by the app and `npm run worker`. */
export async function bootCore(options: {
  config: Config;
  logger?: Logger;
  connect: (config: Config, logger: Logger) => Promise<DatabaseServer>;
  runWorkers: boolean;
}): Promise<Core> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL, { traceIds: config.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined });
  const server = await options.connect(config, logger);
  try {
    await runMigrations(server.url);
    const database = createDatabase(server.url, { max: config.DATABASE_POOL_MAX });
    await grantAdminRoles(database.db, config.ADMIN_EMAILS);
    const adapters = createAdapters({ config, logger, db: database.db });
    // every QUEUE_MAINTENANCE_INTERVAL_SECONDS (30) a surviving worker looks for jobs of a dead one (kill -9) whose expiry has passed
    const shutdown = new AbortController();
    const queue = await startQueue({
      url: server.url,
      logger,
      definitions: jobDefinitions,
      schedules: jobSchedules,
      maintenanceIntervalSeconds: config.QUEUE_MAINTENANCE_INTERVAL_SECONDS,
    });
    if (options.runWorkers) {
      await queue.startWorkers(createJobHandlers({ db: database.db, config, logger, ...adapters, shutdownSignal: shutdown.signal }));
      await queue.send(heartbeatJob, {});
      await queue.send(backfillPostersJob, {});
      if (config.SEED_SHOWCASE) await seedShowcaseVideos({ db: database.db, queue, config, logger, now: () => new Date() });
    }
    return {
      config,
      logger,
      database,
      queue,
      adapters,
      async stop() {
        shutdown.abort();
        await queue.stop().catch((err) => logger.error({ err }, 'stopping the queue failed'));
        await adapters.mailer.close().catch((err) => logger.error({ err }, 'closing the mailer failed'));
        await database.close().catch((err) => logger.error({ err }, 'closing the database pool failed'));
        await server.stop().catch((err) => logger.error({ err }, 'stopping PostgreSQL failed'));
      },
    };
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw error;
  }
}

/** Runs `stop` once on SIGTERM or SIGINT; a stop that hangs is cut off after `timeoutMs`. */
export function onShutdownSignal(logger: Logger, timeoutMs: number, stop: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, timeoutMs).unref();
    stop().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
