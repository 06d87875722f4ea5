import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';
import { startQueue } from '../src/jobs/queue';
import { jobDefinitions } from '../src/workers/registry';
import { createLogger } from '../src/logger';
import { databaseUrl } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    testRunId: string;
  }
}

/**
 * One PostgreSQL for the whole run (DATABASE_URL when given, else an embedded throwaway cluster),
 * and one migrated template database that every test file clones.
 */
export default async function setup(project: TestProject) {
  const logger = createLogger('warn');
  let stopServer = async () => undefined as void;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-test-pg-'));
    const embedded = await startEmbeddedPostgres({
      clusterDir: path.join(dir, 'pg'),
      logger,
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    adminUrl = embedded.adminUrl;
    stopServer = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }

  const runId = `${process.pid}x${Date.now().toString(36)}`;
  const template = `reelwright_template_${runId}`;
  await ensureDatabase(adminUrl, template);
  const templateUrl = databaseUrl(adminUrl, template);
  await runMigrations(templateUrl);
  // Installing the queue's schema once here saves every test file from doing it.
  const queue = await startQueue({ url: templateUrl, logger, definitions: jobDefinitions });
  await queue.stop();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);
  project.provide('testRunId', runId);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const leftovers = await client.query<{ datname: string }>("select datname from pg_database where datname like 'reelwright_%' and datname like $1", [
      `%_${runId}%`,
    ]);
    for (const { datname } of leftovers.rows) {
      await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
    }
    await client.end();
    await stopServer();
  };
}
