import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { BROWSER_USER_AGENT, newAccount } from '../../test/test-browser';
import { findFreePort } from '../db/embedded-postgres';

/** A span as OTLP/HTTP's JSON encoding carries it (opentelemetry-proto, trace/v1). */
type OtlpSpan = { traceId: string; spanId: string; name: string; kind: number; attributes?: { key: string; value: Record<string, unknown> }[] };
type ReceivedSpan = OtlpSpan & { scope: string };
const SPAN_KIND_SERVER = 2;

/** A loopback OTLP/HTTP receiver: accepts POST /v1/traces in the JSON encoding and keeps every span. */
function startReceiver(): Promise<{ server: Server; url: string; spans: ReceivedSpan[] }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') return response.writeHead(404).end();
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const message = JSON.parse(body.toString('utf8')) as { resourceSpans: { scopeSpans: { scope?: { name: string }; spans: OtlpSpan[] }[] }[] };
      for (const resource of message.resourceSpans) {
        for (const scoped of resource.scopeSpans) for (const span of scoped.spans) spans.push({ ...span, scope: scoped.scope?.name ?? '' });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans })),
  );
}

const attribute = (span: OtlpSpan, key: string) => span.attributes?.find((a) => a.key === key)?.value.stringValue as string | undefined;

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let database: TestDatabase;
let dataDir: string;
let child: ChildProcess | undefined;
beforeAll(async () => {
  [receiver, database, dataDir] = await Promise.all([startReceiver(), createTestDatabase(), mkdtemp(path.join(os.tmpdir(), 'reelwright-traces-'))]);
});
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  receiver.server.closeAllConnections(); // the exporter's keep-alive connection
  await new Promise((resolve) => receiver.server.close(resolve));
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('traces (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it("send a sign-up's HTTP and PostgreSQL spans to the collector, and its log line carries the trace id", async () => {
    const port = await findFreePort();
    // the real entry point with the preload npm start uses: the SDK must start before the server's modules load
    child = spawn(process.execPath, ['--import', 'tsx', '--import', './server/src/observability/tracing.ts', 'server/src/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        RUN_WORKERS: 'false',
        SEED_SHOWCASE: 'false',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: '100', // the batch goes out a tenth of a second after the request, not 5 s
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const logLines: Record<string, unknown>[] = [];
    let partial = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('{')) logLines.push(JSON.parse(line) as Record<string, unknown>);
    });

    const origin = `http://127.0.0.1:${port}`;
    await vi.waitFor(async () => expect((await fetch(`${origin}/readyz`)).status).toBe(200), { timeout: 60_000, interval: 250 });

    // sign up as the page does: the CSRF cookie from a first call, echoed in X-CSRF-Token
    const first = await fetch(`${origin}/api/auth/me`, { headers: { 'user-agent': BROWSER_USER_AGENT } });
    const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    const csrf = cookies.find((c) => c.startsWith('csrf_token='))?.slice('csrf_token='.length);
    expect(csrf).toBeTruthy();
    const signUp = await fetch(`${origin}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_USER_AGENT, cookie: cookies.join('; '), 'x-csrf-token': csrf ?? '' },
      body: JSON.stringify(newAccount()),
    });
    expect(signUp.status).toBe(201);

    const serverSpan = await vi.waitFor(
      () => {
        const found = receiver.spans.find((s) => s.kind === SPAN_KIND_SERVER && s.scope === '@opentelemetry/instrumentation-http' && s.name.startsWith('POST'));
        expect(found).toBeDefined();
        return found as ReceivedSpan;
      },
      { timeout: 20_000, interval: 50 },
    );
    const traceId = serverSpan.traceId;
    expect([attribute(serverSpan, 'http.route'), attribute(serverSpan, 'url.path'), attribute(serverSpan, 'http.target')]).toContain('/api/auth/register');

    // the database's spans of the same request: the account's insert among them
    await vi.waitFor(
      () => {
        const queries = receiver.spans.filter((s) => s.traceId === traceId && s.scope === '@opentelemetry/instrumentation-pg');
        expect(queries.some((s) => (attribute(s, 'db.system') ?? attribute(s, 'db.system.name')) === 'postgresql')).toBe(true);
        expect(queries.some((s) => /insert/i.test(attribute(s, 'db.statement') ?? attribute(s, 'db.query.text') ?? s.name))).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
    // Fastify's own spans (its hooks and the handler) join the same trace
    expect(receiver.spans.some((s) => s.traceId === traceId && s.scope === '@fastify/otel')).toBe(true);

    // the request's log line (written in batches, flushed within a second) names the same trace
    const line = await vi.waitFor(
      () => {
        const found = logLines.find((l) => l.msg === 'request' && l.url === '/api/auth/register');
        expect(found).toBeDefined();
        return found as Record<string, unknown>;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(line.trace_id).toBe(traceId);
    expect(line.span_id).toMatch(/^[0-9a-f]{16}$/);
  }, 120_000); // a server process starts, migrates and signs up: on a busy machine that is more than the default
});
