// `npm run restore`: unpacks an archive of `npm run backup` (backup-archive.ts) into a data
// directory and starts its cluster once, so WAL recovery runs now and a broken archive is found
// here rather than at the app's next start (docs/decisions/056-backups.md).
import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import type { Logger } from '../logger';
import type { BackupManifest } from './backup-archive';
import { startEmbeddedPostgres } from './embedded-postgres';

export type RestoreSummary = { dataDir: string; files: number; mediaFiles: number; manifest: BackupManifest; users: number; removed: string[] };

/** What a restore writes into the data directory, and so what must be absent (or removed with --force). */
const RESTORED = ['pg', 'media', '.pg-password', 'pg-runtime.json'];

async function isEmpty(target: string): Promise<boolean> {
  const stat = await fs.stat(target).catch(() => null);
  if (!stat) return true;
  return stat.isDirectory() && (await fs.readdir(target)).length === 0;
}

/** A name from the archive as a path inside `root`, or an error for one that would step outside. */
function inside(root: string, name: string): string {
  const target = path.resolve(root, name);
  if (target !== root && !target.startsWith(root + path.sep)) throw new Error(`The archive names a path outside the data directory: ${name}`);
  return target;
}

async function unpack(archive: string, root: string) {
  const extract = tar.extract();
  let manifest: BackupManifest | null = null;
  let files = 0;
  let mediaFiles = 0;
  const reading = pipeline(createReadStream(archive), createGunzip(), extract);
  for await (const entry of extract) {
    const { name, type, mode } = entry.header;
    const target = inside(root, name);
    if (type === 'directory') {
      await fs.mkdir(target, { recursive: true, mode: (mode ?? 0o700) & 0o777 });
      entry.resume();
    } else if (type === 'file') {
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      if (name === 'manifest.json') {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
        continue;
      }
      await pipeline(entry, createWriteStream(target, { mode: (mode ?? 0o600) & 0o777 }));
      files += 1;
      if (name.startsWith('media/')) mediaFiles += 1;
    } else {
      entry.resume();
    }
  }
  await reading;
  if (manifest?.format !== 'reelwright-backup' || manifest.version !== 1)
    throw new Error(`${archive} is not a Reelwright backup (no manifest.json of format 1).`);
  return { manifest, files, mediaFiles };
}

/**
 * Restores `archive` into `dataDir`. Refuses when the data directory already holds a database or
 * media, unless `force` (then they are removed first; never while a cluster runs there).
 */
export async function restoreBackupArchive(options: { archive: string; dataDir: string; force: boolean; logger: Logger }): Promise<RestoreSummary> {
  const dataDir = path.resolve(options.dataDir);
  await fs.access(options.archive).catch(() => {
    throw new Error(`No archive at ${options.archive}.`);
  });
  const occupied: string[] = [];
  for (const name of RESTORED) if (!(await isEmpty(path.join(dataDir, name)))) occupied.push(name);
  if (occupied.length && !options.force) {
    throw new Error(`${dataDir} already holds ${occupied.join(', ')}. Restore into an empty data directory, or add --force to replace them.`);
  }
  if (occupied.length && (await fs.stat(path.join(dataDir, 'pg', 'postmaster.pid')).catch(() => null))) {
    throw new Error(`A database is running in ${dataDir} (pg/postmaster.pid). Stop the app before restoring over it.`);
  }
  for (const name of occupied) await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
  await fs.mkdir(dataDir, { recursive: true });

  const { manifest, files, mediaFiles } = await unpack(options.archive, dataDir);
  await fs.chmod(path.join(dataDir, 'pg'), 0o700);

  // The first start replays the WAL up to the backup's stop point (backup_label says from where).
  const cluster = await startEmbeddedPostgres({ clusterDir: path.join(dataDir, 'pg'), logger: options.logger });
  try {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const users = await client.query<{ n: string }>('select count(*)::text as n from users').catch(() => ({ rows: [{ n: '0' }] }));
      return { dataDir, files, mediaFiles, manifest, users: Number(users.rows[0]!.n), removed: occupied };
    } finally {
      await client.end();
    }
  } finally {
    await cluster.stop();
  }
}
