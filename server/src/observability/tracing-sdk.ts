import { register } from 'node:module';
import FastifyOtelInstrumentation from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

/** Probes and scrapes arrive every few seconds and say nothing about a user's request. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics', '/api/health']);

/**
 * Starts the SDK: spans go over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces,
 * batched (OTEL_BSP_SCHEDULE_DELAY, 5 s by default); the service is named by OTEL_SERVICE_NAME,
 * else `reelwright`. Other OTEL_* variables of the specification apply as the SDK reads them.
 */
export function startTracing(): void {
  // ES modules (drizzle's import of pg) are instrumented through this loader hook; CommonJS ones without it
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'reelwright',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? '') }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  // what is still batched goes out when the process stops (SIGTERM, Ctrl+C); the app's own handlers then exit
  const flush = () => void sdk.shutdown().catch(() => undefined);
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
}
