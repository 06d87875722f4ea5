import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { embeddedDatabaseUrl, startEmbeddedPostgres } from './embedded-postgres';

export type DatabaseServer = { url: string; stop(): Promise<void> };

/** Where the running app tells `npm run worker` which port and socket its embedded PostgreSQL listens on. */
const runtimeFile = (config: Config) => path.join(config.dataDir, 'pg-runtime.json');
const passwordFile = (config: Config) => path.join(config.dataDir, '.pg-password');

/** DATABASE_URL when given; otherwise the embedded PostgreSQL under DATA_DIR/pg, started here. */
export async function provideDatabaseServer(config: Config, logger: Logger): Promise<DatabaseServer> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  const embedded = await startEmbeddedPostgres({ clusterDir: path.join(config.dataDir, 'pg'), logger });
  await fs.writeFile(runtimeFile(config), JSON.stringify({ port: embedded.port, socketDir: embedded.socketDir, pid: process.pid }), { mode: 0o600 });
  return {
    url: embedded.url,
    async stop() {
      await fs.rm(runtimeFile(config), { force: true });
      await embedded.stop();
    },
  };
}

/**
 * A separate worker process never starts its own database: it uses DATABASE_URL, or the embedded
 * PostgreSQL of the app already running on this DATA_DIR.
 */
export async function attachToDatabaseServer(config: Config): Promise<DatabaseServer> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  const runtime = await fs.readFile(runtimeFile(config), 'utf8').catch(() => null);
  const password = await fs.readFile(passwordFile(config), 'utf8').catch(() => null);
  if (!runtime || !password) {
    throw new Error(`No running Reelwright database found under ${config.dataDir}. Start the app first (npm start), or set DATABASE_URL.`);
  }
  const { port, socketDir } = JSON.parse(runtime) as { port: number; socketDir?: string | null };
  return { url: embeddedDatabaseUrl(port, password.trim(), { socketDir }), stop: async () => undefined };
}
