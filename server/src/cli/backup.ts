import path from 'node:path';
import { loadConfigOrExit } from '../boot';
import { writeBackupArchive } from '../db/backup-archive';
import { attachToDatabaseServer, provideDatabaseServer } from '../db/bootstrap';
import { canConnect } from '../db/embedded-postgres';
import { createLogger } from '../logger';

/**
 * `npm run backup [-- FILE]`: one archive of the embedded database and the local media, made while
 * the app runs (or with the database started for the backup when it does not).
 */
const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back that database up with pg_dump (see "Backups" in the README); this command copies the embedded one.');
  process.exit(64);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const output = path.resolve(process.argv[2] ?? path.join('backups', `reelwright-${stamp}.tar.gz`));
const attached = await attachToDatabaseServer(config).catch(() => null);
const server = attached && (await canConnect(attached.url)) ? attached : await provideDatabaseServer(config, logger);
try {
  const summary = await writeBackupArchive({ dataDir: config.dataDir, mediaDir: config.mediaDir, adminUrl: server.url, output });
  console.log(
    `Backup written: ${summary.file} (${(summary.bytes / 1e6).toFixed(1)} MB, ${summary.files} files, ${summary.mediaFiles} of them media; ` +
      `database consistent as of WAL ${summary.stopLsn}).` +
      (config.S3_BUCKET ? ' Media live in S3_BUCKET and are not in this archive: back the bucket up with its own tools.' : ''),
  );
} finally {
  await server.stop();
}
