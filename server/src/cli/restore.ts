import { loadConfigOrExit } from '../boot';
import { restoreBackupArchive } from '../db/restore-archive';
import { createLogger } from '../logger';

/** `npm run restore -- ARCHIVE [--force]`: brings a backup back into DATA_DIR (empty unless --force). */
const args = process.argv.slice(2);
const force = args.includes('--force');
const archive = args.find((arg) => arg !== '--force');
if (!archive) {
  console.error('Usage: npm run restore -- ARCHIVE [--force]');
  process.exit(64); // EX_USAGE
}
const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);
try {
  const summary = await restoreBackupArchive({ archive, dataDir: config.dataDir, force, logger });
  if (summary.removed.length) console.log(`Removed the previous ${summary.removed.join(', ')} from ${summary.dataDir} (--force).`);
  console.log(
    `Restored ${archive} into ${summary.dataDir}: ${summary.files} files (${summary.mediaFiles} media), database as of ${summary.manifest.createdAt} ` +
      `(WAL ${summary.manifest.stopLsn}) recovered and checked: ${summary.users} accounts. Start the app with DATA_DIR=${summary.dataDir}.`,
  );
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
