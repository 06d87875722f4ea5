import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createAdapters, type Adapters } from '../src/adapters';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { startQueue, type Queue } from '../src/jobs/queue';
import { createJobHandlers, jobDefinitions, type JobDeps } from '../src/workers/registry';
import { createLogger } from '../src/logger';
import type { Mailer } from '../src/providers/mail/index';
import type { MediaStorage } from '../src/providers/storage/index';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Real time plus an offset that tests move forward, to reach expiries without waiting. */
export type TestClock = { now(): Date; advance(ms: number): void };

function createTestClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  queue: Queue;
  mailer: Mailer;
  clock: TestClock;
  testDatabase: TestDatabase;
  storage: MediaStorage;
  /** Built once, as `bootCore` does, and shared by the app and the workers. */
  adapters: Adapters;
  /** What the workers get; a test may swap the video providers before starting them. */
  jobDeps: JobDeps;
  /** Runs every job handler in this process, as `RUN_WORKERS=true` does. */
  startWorkers(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The real application on its own fresh database, for `app.inject`. Routes may be added
 * before the first request (the app is not ready yet).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'reelwright-test-data-')),
    CLIENT_DIST_DIR: path.join(os.tmpdir(), 'reelwright-no-client-build'),
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const database = createDatabase(testDatabase.url, { max: 4 });
  const queue = await startQueue({ url: testDatabase.url, logger, definitions: jobDefinitions });
  const adapters = createAdapters({ config, logger, db: database.db });
  const { mailer, storage } = adapters;
  const clock = createTestClock();
  const app = await buildApp({ config, db: database.db, queue, logger, now: clock.now, adapters });
  const jobDeps: JobDeps = { db: database.db, config, logger, ...adapters };
  return {
    app,
    config,
    database,
    queue,
    mailer,
    clock,
    testDatabase,
    storage,
    adapters,
    jobDeps,
    startWorkers: () => queue.startWorkers(createJobHandlers(jobDeps)),
    async close() {
      await app.close();
      await queue.stop();
      await mailer.close();
      await database.close();
      await testDatabase.drop();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
