import { bootCore, loadConfigOrExit, onShutdownSignal } from './boot';
import { attachToDatabaseServer } from './db/bootstrap';
import { watchProcess } from './observability/metrics';
import { serveMetrics } from './observability/metrics-server';

const config = loadConfigOrExit();
const core = await bootCore({ config, connect: attachToDatabaseServer, runWorkers: true });
// a worker has no HTTP app: its renders and failed jobs are scraped on a port of its own (docs/decisions/055)
let metrics: Awaited<ReturnType<typeof serveMetrics>> | undefined;
if (config.METRICS_TOKEN) {
  watchProcess({ pool: core.database.pool, queueDepths: () => core.queue.depths() });
  metrics = await serveMetrics({ port: config.METRICS_PORT, host: config.HOST, token: config.METRICS_TOKEN });
  core.logger.info({ port: metrics.port }, 'metrics served on /metrics');
}
core.logger.info('worker process running; stop it with Ctrl+C');
onShutdownSignal(core.logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
  await metrics?.close();
  await core.stop();
});
