// `npm run backup` for the embedded database: one tar.gz holding a consistent online copy of the
// cluster (PostgreSQL's own low-level backup API, the way pg_basebackup works) and the local media.
// The embedded distribution ships no pg_dump or pg_basebackup, so the copy is made here
// (docs/decisions/056-backups.md).
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';

/** What an archive says about itself (manifest.json, its first entry). */
export type BackupManifest = {
  format: 'reelwright-backup';
  version: 1;
  createdAt: string;
  database: 'embedded-cluster';
  startLsn: string;
  stopLsn: string;
};

export type BackupSummary = { file: string; files: number; bytes: number; startLsn: string; stopLsn: string; mediaFiles: number };

/**
 * Contents pg_basebackup leaves out: they are rebuilt at start, belong to the running server, or
 * (pg_wal) are copied separately after the backup stops. Their folders are kept, empty.
 */
const SKIPPED_CONTENTS = new Set(['pg_wal', 'pg_replslot', 'pg_stat_tmp', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_subtrans']);
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_label.old']);

type Entry = { name: string; file: string; size: number; mode: number };

class ArchiveWriter {
  readonly pack = tar.pack();
  files = 0;
  bytes = 0;

  async directory(name: string, mode = 0o700) {
    await this.add({ name, type: 'directory', mode });
  }

  async text(name: string, content: string) {
    const body = Buffer.from(content);
    await this.add({ name, size: body.length, mode: 0o600 }, body);
  }

  /**
   * A file of a running cluster may grow or shrink while it is read: exactly the size seen at the
   * start is written (a shorter file padded with zeros), and WAL replay at restore repairs the
   * page, as it does for pg_basebackup. A file gone meanwhile (a dropped table) is left out.
   */
  async file({ name, file, size, mode }: Entry) {
    let source: Readable | null = null;
    try {
      const handle = await fs.open(file, 'r');
      if (size) source = handle.createReadStream({ start: 0, end: size - 1 });
      else await handle.close();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const entry = this.pack.entry({ name, size, mode: mode & 0o777 });
    let written = 0;
    const exact = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        const part = chunk.subarray(0, Math.max(0, size - written));
        written += part.length;
        done(null, part);
      },
      flush(done) {
        if (written < size) this.push(Buffer.alloc(size - written));
        done();
      },
    });
    if (source) await pipeline(source, exact, entry);
    else entry.end(Buffer.alloc(0));
    this.files += 1;
    this.bytes += size;
  }

  private add(header: Partial<tar.Header> & { name: string }, body?: Buffer) {
    return new Promise<void>((resolve, reject) => {
      this.pack.entry(header as tar.Header, body ?? Buffer.alloc(0), (error) => (error ? reject(error) : resolve()));
      if (body) this.files += 1;
    });
  }
}

/** Every directory and regular file under `root` (sockets and the like skipped), depth first. */
async function* walk(
  root: string,
  prefix: string,
  skip: (relative: string, isDir: boolean) => 'skip' | 'empty' | 'keep',
): AsyncGenerator<Entry & { dir: boolean }> {
  let names: string[];
  try {
    names = (await fs.readdir(path.join(root, prefix))).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    const relative = prefix ? `${prefix}/${name}` : name;
    const file = path.join(root, relative);
    const stat = await fs.lstat(file).catch(() => null);
    if (!stat) continue;
    if (stat.isDirectory()) {
      const verdict = skip(relative, true);
      if (verdict === 'skip') continue;
      yield { name: relative, file, size: 0, mode: stat.mode, dir: true };
      if (verdict === 'keep') yield* walk(root, relative, skip);
    } else if (stat.isFile() && skip(relative, false) === 'keep') {
      yield { name: relative, file, size: stat.size, mode: stat.mode, dir: false };
    }
  }
}

async function addTree(writer: ArchiveWriter, root: string, into: string, skip: Parameters<typeof walk>[2]) {
  let count = 0;
  for await (const entry of walk(root, '', skip)) {
    if (entry.dir) await writer.directory(`${into}/${entry.name}`, entry.mode & 0o777);
    else {
      await writer.file({ ...entry, name: `${into}/${entry.name}` });
      count += 1;
    }
  }
  return count;
}

const clusterSkip = (relative: string, isDir: boolean) => {
  if (isDir) return SKIPPED_CONTENTS.has(relative) ? 'empty' : 'keep';
  return SKIPPED_FILES.has(relative) || relative.startsWith('.s.PGSQL.') ? 'skip' : 'keep';
};

/**
 * Writes `output` (a .tar.gz) from the embedded cluster under `dataDir/pg`, reachable at
 * `adminUrl` while it serves the app, and the media under `mediaDir`.
 *
 * Order: the cluster is copied between pg_backup_start and pg_backup_stop, then the WAL written
 * meanwhile (held by a temporary replication slot so no checkpoint recycles it), then the media.
 * The restored database is the one at the backup's stop point; every file its rows name was
 * written before its row was committed (storage first, row second), so it is already on disk when
 * the media are copied. Files made later are copied too and simply not referenced.
 */
export async function writeBackupArchive(options: { dataDir: string; mediaDir: string; adminUrl: string; output: string; now?: Date }): Promise<BackupSummary> {
  const clusterDir = path.join(options.dataDir, 'pg');
  await fs.mkdir(path.dirname(options.output), { recursive: true });
  const partial = `${options.output}.partial`;
  const writer = new ArchiveWriter();
  const gzip = createGzip({ level: 6 });
  const done = pipeline(writer.pack, gzip, createWriteStream(partial, { mode: 0o600 }));
  const client = new pg.Client({ connectionString: options.adminUrl });
  await client.connect();
  let startLsn: string;
  let stopLsn: string;
  let mediaFiles: number;
  try {
    // One session for start, slot and stop: the backup and the temporary slot belong to it.
    await client.query(`select pg_create_physical_replication_slot($1, true, true)`, [`reelwright_backup_${process.pid}`]);
    startLsn = (await client.query<{ lsn: string }>(`select pg_backup_start($1, true)::text as lsn`, ['reelwright backup'])).rows[0]!.lsn;
    let stop: { lsn: string; labelfile: string; spcmapfile: string | null };
    try {
      await writer.directory('pg');
      await addTree(writer, clusterDir, 'pg', clusterSkip);
    } finally {
      stop = (await client.query(`select lsn::text, labelfile, spcmapfile from pg_backup_stop(false)`)).rows[0];
    }
    stopLsn = stop.lsn;
    await writer.text('pg/backup_label', stop.labelfile);
    if (stop.spcmapfile) await writer.text('pg/tablespace_map', stop.spcmapfile);
    // The WAL from the start to the stop point (and more): recovery replays it to a consistent state.
    await addTree(writer, path.join(clusterDir, 'pg_wal'), 'pg/pg_wal', (relative, isDir) => (isDir ? 'empty' : 'keep'));
    await writer.file(await entryOf(path.join(options.dataDir, '.pg-password'), '.pg-password'));
    await writer.directory('media');
    mediaFiles = await addTree(writer, options.mediaDir, 'media', (relative, isDir) => (!isDir && relative.endsWith('.partial') ? 'skip' : 'keep'));
    const manifest: BackupManifest = {
      format: 'reelwright-backup',
      version: 1,
      createdAt: (options.now ?? new Date()).toISOString(),
      database: 'embedded-cluster',
      startLsn,
      stopLsn,
    };
    await writer.text('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
    writer.pack.finalize();
    await done;
    await fs.rename(partial, options.output);
  } catch (error) {
    writer.pack.destroy(error as Error);
    await done.catch(() => undefined);
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
  const { size } = await fs.stat(options.output);
  return { file: options.output, files: writer.files, bytes: size, startLsn, stopLsn, mediaFiles };
}

async function entryOf(file: string, name: string): Promise<Entry> {
  const stat = await fs.stat(file);
  return { name, file, size: stat.size, mode: 0o600 };
}
