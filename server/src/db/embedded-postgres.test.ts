import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createLogger } from '../logger';
import { embeddedSocketDir, startEmbeddedPostgres } from './embedded-postgres';

const logger = createLogger('silent');
const fixture = new URL('../../test/fixtures/hold-embedded-postgres.ts', import.meta.url).pathname;
let dir: string;
let clusterDir: string;

function holdCluster(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, clusterDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve(child));
    child.on('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
}

async function postmasterPid(): Promise<number> {
  return Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The server's address as the connection sees it: null over a Unix socket. */
async function serverAddress(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ addr: string | null }>('select inet_server_addr()::text as addr')).rows[0]!.addr;
  } finally {
    await client.end();
  }
}

async function survivors(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ note: string }>('select note from survivors')).rows.map((r) => r.note);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-crash-'));
  await chmod(dir, 0o700); // as mktemp makes it: the unprivileged postgres user must still get in
  clusterDir = path.join(dir, 'pg');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('embedded PostgreSQL after a crash of the app', () => {
  it('refuses to take over a cluster that a live instance still runs, then recovers once that instance is killed -9', async () => {
    const holder = await holdCluster();
    const orphan = await postmasterPid();

    await expect(startEmbeddedPostgres({ clusterDir, logger })).rejects.toThrow(/in use by another running instance/);

    holder.kill('SIGKILL');
    await new Promise((r) => holder.once('exit', r));
    expect(isAlive(orphan)).toBe(true); // the crash left PostgreSQL running on its own

    const restarted = await startEmbeddedPostgres({ clusterDir, logger });
    try {
      expect(isAlive(orphan)).toBe(false);
      expect(await survivors(restarted.url)).toEqual(['written before the crash']);
    } finally {
      await restarted.stop();
    }
  });

  it('starts over a stale postmaster.pid whose process is gone', async () => {
    await writeFile(path.join(clusterDir, 'postmaster.pid'), `2147483000\n${clusterDir}\n0\n5432\n`);
    const restarted = await startEmbeddedPostgres({ clusterDir, logger });
    try {
      expect(await survivors(restarted.url)).toEqual(['written before the crash']);
    } finally {
      await restarted.stop();
    }
  });

  it('hands the app a Unix socket in its own folder, and still answers on loopback TCP', async () => {
    const started = await startEmbeddedPostgres({ clusterDir, logger });
    try {
      expect(started.socketDir).toBe(clusterDir);
      expect(await serverAddress(started.url)).toBeNull();
      expect(await serverAddress(started.url.replace(/\?host=.*$/, ''))).toMatch(/^127\.0\.0\.1/);
    } finally {
      await started.stop();
    }
  });

  it('falls back to loopback TCP where a socket path would not fit', () => {
    expect(embeddedSocketDir('/srv/reelwright/data/pg')).toBe('/srv/reelwright/data/pg');
    expect(embeddedSocketDir(`/srv/${'very-long-folder-name/'.repeat(5)}pg`)).toBeNull();
  });
});
