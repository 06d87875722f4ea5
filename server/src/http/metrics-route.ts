import type { FastifyInstance } from 'fastify';
import type { Queue } from '../jobs/queue';
import { bearerMatches, httpRequestDuration, metricsContentType, metricsRegistry, watchProcess } from '../observability/metrics';
import { AppError } from './app-error';

/**
 * GET /metrics in Prometheus's text format, behind `Authorization: Bearer <METRICS_TOKEN>`.
 * Without a token configured metrics are off: /metrics is a 404 and no request is timed.
 * See docs/decisions/055-metrics-and-traces.md.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; pool: Parameters<typeof watchProcess>[0]['pool']; queue: Pick<Queue, 'depths'> },
): void {
  const { token } = options;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new AppError('NOT_FOUND', 'Metrics are not enabled on this server.');
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', 'Metrics need the bearer token.');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metricsContentType)
      .send(await metricsRegistry.metrics());
  });
  if (!token) return;
  watchProcess({ pool: options.pool, queueDepths: () => options.queue.depths() });
  app.addHook('onResponse', (request, reply, done) => {
    // the route's pattern (/api/videos/:id), never the raw URL: one series per route, not per id
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      httpRequestDuration.observe({ method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
    }
    done();
  });
}
