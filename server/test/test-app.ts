import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { startQueue, type Queue } from '../src/jobs/queue';
import { jobDefinitions } from '../src/jobs/registry';
import { createLogger } from '../src/logger';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  queue: Queue;
  testDatabase: TestDatabase;
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
  const app = await buildApp({ config, db: database.db, queue, logger });
  return {
    app,
    config,
    database,
    queue,
    testDatabase,
    async close() {
      await app.close();
      await queue.stop();
      await database.close();
      await testDatabase.drop();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
