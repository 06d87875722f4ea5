// The system user the embedded PostgreSQL runs as, and the folders it must reach: PostgreSQL
// refuses to run as root, and the app often does (a container, a CI machine).
import { execFile } from 'node:child_process';
import { promises as fs, constants as fsConstants } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
/** The cluster's superuser, and the system user it runs as when the app is root. */
export const SUPERUSER = 'postgres';

/** Whom the cluster's processes run as: the `postgres` user when the app is root, else the app's own user. */
export type RunAs = { uid: number; gid: number } | undefined;

/** PostgreSQL refuses to run as root: run it as the `postgres` system user, creating it once. */
export async function resolveRunAs(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([execFileAsync('id', ['-u', SUPERUSER]), execFileAsync('id', ['-g', SUPERUSER])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await execFileAsync('groupadd', ['--system', SUPERUSER]).catch(() => undefined);
    await execFileAsync('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', SUPERUSER]);
    return lookup();
  }
}

/**
 * The unprivileged user must reach the cluster and the binaries through every parent directory;
 * `mktemp -d` (a fresh clone, a test's data directory) makes them private. Only search permission
 * is added, never read.
 */
export async function makeReachable(dir: string, runAs: RunAs): Promise<void> {
  if (!runAs) return;
  for (let current = path.dirname(dir); current !== path.dirname(current); current = path.dirname(current)) {
    const stat = await fs.stat(current);
    if ((stat.mode & fsConstants.S_IXOTH) === 0) await fs.chmod(current, stat.mode | fsConstants.S_IXOTH);
  }
}

export async function chownTree(dir: string, runAs: RunAs): Promise<void> {
  if (!runAs) return;
  const stat = await fs.stat(dir);
  if (stat.uid === runAs.uid) return;
  await execFileAsync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, dir]);
}
