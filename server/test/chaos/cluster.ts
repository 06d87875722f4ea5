import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canConnect, embeddedDatabaseUrl, findFreePort, startEmbeddedPostgres } from '../../src/db/embedded-postgres';
import { createLogger } from '../../src/logger';

/**
 * The pieces of the chaos test (docs/decisions/030): one PostgreSQL this test can stop and start on
 * the same port, two API instances and two worker processes. Every process runs in a process group
 * of its own and is killed by its id (never by name) when the test ends, also when it fails.
 */

export type Proc = {
  name: string;
  child: ChildProcess;
  /** The last lines it wrote (stderr and stdout), for a failing test's message. */
  tail: string[];
  /** Whether it ever wrote a line containing `text`. */
  said(text: string): boolean;
  exited: Promise<number | null>;
};

const started = new Set<Proc>();

function killGroup(proc: Proc, signal: NodeJS.Signals): void {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null || !proc.child.pid) return;
  try {
    process.kill(-proc.child.pid, signal);
  } catch {
    // already gone
  }
}

// a test process that ends without its afterAll (a crash, an interrupt) still takes its children along
process.once('exit', () => {
  for (const proc of started) killGroup(proc, 'SIGKILL');
});

export function spawnProc(name: string, command: string, args: string[], options: { env?: NodeJS.ProcessEnv; uid?: number; gid?: number } = {}): Proc {
  const child = spawn(command, args, {
    detached: true, // a process group of its own: killed as one, by its id
    stdio: ['ignore', 'pipe', 'pipe'],
    env: options.env ?? process.env,
    ...(options.uid !== undefined ? { uid: options.uid, gid: options.gid } : {}),
  });
  const tail: string[] = [];
  const all: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      if (all.length < 5000) all.push(line);
      tail.push(line.slice(0, 500));
      if (tail.length > 60) tail.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // CHAOS_LOG_DIR=/some/dir keeps every process's whole output there (to read after a failure)
  if (process.env.CHAOS_LOG_DIR) {
    const file = createWriteStream(path.join(process.env.CHAOS_LOG_DIR, `${name}.log`), { flags: 'a' });
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const proc = { name, child, tail, exited, said: (text: string) => all.some((line) => line.includes(text)) };
  started.add(proc);
  void exited.then(() => started.delete(proc));
  return proc;
}

/** SIGTERM (or the given signal), then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopProc(proc: Proc, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  killGroup(proc, signal);
  const timer = setTimeout(() => killGroup(proc, 'SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/** Thrown inside a `poll` check to stop polling at once (a process died). */
export class Fatal extends Error {}

export async function poll<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs: number, stepMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch((error: unknown) => {
      if (error instanceof Fatal) throw error;
      return undefined;
    });
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

type Binaries = { postgres: string };

/**
 * One PostgreSQL cluster on a fixed port that can be stopped (fast shutdown: SIGINT to the
 * postmaster) and started again on the same port, so the apps' DATABASE_URL stays valid.
 */
export type Database = {
  url: string;
  port: number;
  start(): Promise<void>;
  /** Fast shutdown; resolves when the postmaster is gone. */
  stop(): Promise<void>;
  isRunning(): boolean;
  kill(): Promise<void>;
};

export async function createDatabaseServer(root: string): Promise<Database> {
  const clusterDir = path.join(root, 'pg');
  // the app's own starter makes the cluster, its password and the database (and the `postgres` user when run as root)
  const first = await startEmbeddedPostgres({ clusterDir, logger: createLogger('warn') });
  await first.stop();
  const password = (await fs.readFile(path.join(root, '.pg-password'), 'utf8')).trim();
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as Binaries;
  const runAs =
    process.getuid?.() === 0
      ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) }
      : {};
  const port = await findFreePort();
  const url = embeddedDatabaseUrl(port, password);
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    fsync: 'off', // the OS keeps what a fast shutdown writes; a machine crash is not this test's subject
    full_page_writes: 'off',
  };
  const args = ['-D', clusterDir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  let proc: Proc | undefined;
  const running = () => Boolean(proc && proc.child.exitCode === null && proc.child.signalCode === null);
  return {
    url,
    port,
    isRunning: running,
    async start() {
      proc = spawnProc('postgres', binaries.postgres, args, { env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' }, ...runAs });
      const current = proc;
      await poll(
        'PostgreSQL to accept connections',
        async () => {
          if (current.child.exitCode !== null) throw new Fatal(`postgres exited with ${current.child.exitCode}: ${current.tail.join('\n')}`);
          return canConnect(url);
        },
        30_000,
      );
    },
    async stop() {
      if (proc) await stopProc(proc, 'SIGINT', 15_000);
    },
    async kill() {
      if (proc) await stopProc(proc, 'SIGKILL', 0);
    },
  };
}

export type Instance = { name: string; origin: string; proc: Proc };

/** `node --import tsx server/src/<entry>` with the shared environment; resolves once it runs. */
export async function startNode(name: string, entry: 'main.ts' | 'worker.ts', env: Record<string, string>): Promise<Proc> {
  return spawnProc(name, process.execPath, ['--import', 'tsx', `server/src/${entry}`], { env: { ...process.env, ...env } });
}

export async function startApi(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const proc = await startNode(name, 'main.ts', { ...env, PORT: String(port), HOST: '127.0.0.1', RUN_WORKERS: 'false' });
  return { name, origin, proc };
}

export async function waitHealthy(instance: Instance, timeoutMs: number): Promise<void> {
  await poll(
    `${instance.name} to answer /api/health`,
    async () => {
      if (instance.proc.child.exitCode !== null)
        throw new Fatal(`${instance.name} exited with ${instance.proc.child.exitCode}:\n${instance.proc.tail.join('\n')}`);
      const res = await fetch(`${instance.origin}/api/health`, { signal: AbortSignal.timeout(3000) });
      return res.status === 200;
    },
    timeoutMs,
    150,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${instance.proc.tail.join('\n')}`);
  });
}

/** Kills every process this module started that is still running (afterAll, and on failure). */
export async function killAll(): Promise<void> {
  await Promise.all([...started].map((proc) => stopProc(proc, 'SIGKILL', 0)));
}
