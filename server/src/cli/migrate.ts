import { loadConfigOrExit } from '../boot';
import { provideDatabaseServer } from '../db/bootstrap';
import { runMigrations } from '../db/migrate';
import { createLogger } from '../logger';

/** `npm run db:migrate`: applies the committed migrations and exits. */
const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);
const server = await provideDatabaseServer(config, logger);
try {
  await runMigrations(server.url);
  logger.info('migrations applied');
} finally {
  await server.stop();
}
