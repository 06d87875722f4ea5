import { bootCore, loadConfigOrExit, onShutdownSignal } from './boot';
import { attachToDatabaseServer } from './db/bootstrap';

const config = loadConfigOrExit();
const core = await bootCore({ config, connect: attachToDatabaseServer, runWorkers: true });
core.logger.info('worker process running; stop it with Ctrl+C');
onShutdownSignal(core.logger, config.SHUTDOWN_TIMEOUT_MS, () => core.stop());
