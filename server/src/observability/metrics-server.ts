import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearerMatches, metricsContentType, metricsRegistry } from './metrics';

/**
 * A worker process (`npm run worker`) serves no HTTP app, so its renders and failed jobs would
 * never be scraped: it answers GET /metrics on a port of its own (METRICS_PORT), behind the same
 * bearer token as the web's /metrics (docs/decisions/055-metrics-and-traces.md). What it reads
 * beyond the counters is switched on by `watchProcess`.
 */
export async function serveMetrics(options: { port: number; host: string; token: string }): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: string, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(body);
    if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://localhost').pathname !== '/metrics') return send(404, 'Not found\n');
    if (!bearerMatches(request.headers.authorization, options.token))
      return send(401, 'Metrics need the bearer token.\n', { 'www-authenticate': 'Bearer realm="metrics"' });
    metricsRegistry.metrics().then(
      (text) => send(200, text, { 'content-type': metricsContentType }),
      () => send(500, 'Metrics could not be collected.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
