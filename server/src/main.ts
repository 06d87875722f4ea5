import { buildApp } from './app';
import { bootCore, loadConfigOrExit, onShutdownSignal } from './boot';
import { provideDatabaseServer } from './db/bootstrap';

const config = loadConfigOrExit();
const core = await bootCore({ config, connect: provideDatabaseServer, runWorkers: config.RUN_WORKERS });
const app = await buildApp({ config, db: core.database.db, queue: core.queue, logger: core.logger, adapters: core.adapters });

onShutdownSignal(core.logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
  await app.close(); // stops accepting, lets in-flight requests finish
  await core.stop();
});

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  core.logger.error({ err: error }, `could not listen on port ${config.PORT}`);
  await core.stop();
  process.exit(1);
}
