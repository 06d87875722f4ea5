// A data directory's PostgreSQL left behind by an app that was killed (`kill -9`): found through
// its postmaster.pid and /proc, and cleared before the next start (embedded-postgres.ts).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readProc(pid: number, file: 'cmdline' | 'stat'): Promise<string> {
  return fs.readFile(`/proc/${pid}/${file}`, 'utf8').catch(() => '');
}

/** Polls `check` until it holds or `timeoutMs` pass; whether it held. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, stepMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return check();
}

/**
 * After `kill -9` of the app, its PostgreSQL keeps running (orphaned) or leaves a stale
 * postmaster.pid behind. Either would stop the next start, so both are cleared here; a server
 * still owned by a live Node process is another running instance and is left alone.
 */
export async function recoverStaleCluster(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  const cmdline = Number.isFinite(pid) && pid > 0 && isAlive(pid) ? await readProc(pid, 'cmdline') : '';
  const isOurPostgres = cmdline.includes('postgres') && cmdline.split('\0').includes(clusterDir);
  if (!isOurPostgres) {
    logger.warn({ postgresPid: pid }, 'removing stale postmaster.pid left by a process that is gone');
    await fs.rm(pidFile, { force: true });
    return;
  }
  const parentPid = Number.parseInt((await readProc(pid, 'stat')).split(') ')[1]?.split(' ')[1] ?? '', 10);
  const parentCmd = parentPid > 1 ? await readProc(parentPid, 'cmdline') : '';
  if (parentPid > 1 && parentPid !== process.pid && /(^|\/)node\0/.test(parentCmd)) {
    throw new Error(`The database in ${clusterDir} is in use by another running instance (pid ${parentPid}).`);
  }
  logger.warn({ postgresPid: pid }, 'stopping orphaned PostgreSQL of this data directory');
  process.kill(pid, 'SIGINT');
  if (!(await waitFor(() => !isAlive(pid), 15_000))) {
    process.kill(pid, 'SIGKILL');
    await waitFor(() => !isAlive(pid), 5_000);
  }
  await fs.rm(pidFile, { force: true });
}
