/**
 * OpenTelemetry traces, preloaded before the server's modules so their HTTP, Fastify and pg calls
 * can be instrumented: `node --import tsx --import ./server/src/observability/tracing.ts server/src/main.ts`
 * (npm start, npm run worker and the image's entrypoint do this). An import inside main.ts would
 * come too late: ES modules are all loaded before the first one runs.
 *
 * Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, and then free: the SDK is not even loaded.
 * See docs/decisions/055-metrics-and-traces.md.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./tracing-sdk');
  startTracing();
}
export {};
