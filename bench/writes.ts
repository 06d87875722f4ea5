// npm run bench:writes — the other write paths a crowd hits at once (issue 19, "Hot paths"), each
// at 50 concurrent connections against the real app (embedded PostgreSQL with its durable
// defaults), beside the hello-world ceiling (bare Fastify) measured in the same run:
//   sign-up (argon2id hash + account + session + welcome mail job, one new visitor per call),
//   demo generate (per-visitor and per-IP quota + render job, one new visitor per call),
//   record-activity (a signed-in streak update; 50 accounts, one per connection),
//   the funnel analytics beacon and the player beacon (anonymous, one new visitor per call; the
//   beacon names a share link that does not exist, so it is checked and limited but not stored).
// Sign-up runs at 16 connections (BENCH_SIGNUP_CONNECTIONS). Each row shows its target (docs/decisions/031-hot-paths.md); rows are the median of alternating rounds.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { RequestParams } from 'autocannon';
import { measure, median, signUpOverHttp, startCeilingAndApp, type BenchResult } from './support';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Sign-up hashes on libuv's four threads: 50 waiting hashes outlast a round, so it gets fewer connections (as bench:auth). */
const signUpConnections = Number(process.env.BENCH_SIGNUP_CONNECTIONS ?? 16);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Targets at 50 connections on the 2-core reference machine (ADR 031): requests per second at least, p99 at most. */
const targets: Record<string, { perSecond: number; p99Ms: number }> = {
  'sign-up': { perSecond: 40, p99Ms: 2000 },
  'demo generate': { perSecond: 500, p99Ms: 200 },
  'record-activity': { perSecond: 1000, p99Ms: 100 },
  'analytics beacon': { perSecond: 1500, p99Ms: 100 },
  'player beacon': { perSecond: 1500, p99Ms: 100 },
};

const { helloUrl, origin, stop } = await startCeilingAndApp('writes', { RUN_WORKERS: 'false' });

let sent = 0;
const run = Date.now().toString(36);
/** A new visitor per call: its own address (X-Forwarded-For) and no cookies but the CSRF pair. */
const fresh = (
  csrf: string,
  method: 'POST',
  route: string,
  body: (n: number) => unknown,
  extra: Record<string, string> = {},
): RequestParams & { setupRequest: (r: RequestParams) => RequestParams } => ({
  method,
  path: route,
  headers: { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'user-agent': BROWSER, ...extra },
  setupRequest: (req) => {
    const n = ++sent;
    return { ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }, body: JSON.stringify(body(n)) };
  },
});

const results = new Map<string, BenchResult[]>();
const ceilingRounds: BenchResult[] = [];
try {
  const csrf = /csrf_token=([^;]+)/.exec((await fetch(`${origin}/api/auth/me`)).headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error('no CSRF cookie from /api/auth/me');
  // record-activity: one signed-in account per connection (each sign-up from its own address)
  const accounts: string[] = [];
  for (let i = 0; i < connections; i++) {
    const account = await signUpOverHttp(origin, { name: `Bench Streak ${i}`, email: `streak.${i}.${run}@bench.example`, ip: `10.250.${i >> 8}.${i & 255}` });
    accounts.push(account.cookie);
  }
  let turn = 0;
  const cases: [string, string, RequestParams & { setupRequest: (r: RequestParams) => RequestParams }][] = [
    [
      'demo generate',
      '/api/demo/generate-video',
      fresh(csrf, 'POST', '/api/demo/generate-video', (n) => ({ prompt: `A bench demo video number ${n} about handmade candles`, visualStyle: 'cinematic' })),
    ],
    [
      'record-activity',
      '/api/gamification/record-activity',
      {
        method: 'POST',
        path: '/api/gamification/record-activity',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
        setupRequest: (req) => {
          const cookie = accounts[turn++ % accounts.length]!;
          const token = /csrf_token=([^;]+)/.exec(cookie)?.[1] ?? csrf;
          return {
            ...req,
            headers: {
              ...req.headers,
              cookie: cookie.includes('csrf_token=') ? cookie : `${cookie}; csrf_token=${csrf}`,
              'x-csrf-token': cookie.includes('csrf_token=') ? token : csrf,
            },
            body: JSON.stringify({ activityType: 'daily_visit' }),
          };
        },
      },
    ],
    [
      'analytics beacon',
      '/api/analytics/funnel',
      fresh(csrf, 'POST', '/api/analytics/funnel', () => ({ event: 'page_view', metadata: {}, timestamp: new Date().toISOString(), url: '/', utm: {} })),
    ],
    [
      'player beacon',
      '/api/performance/beacons',
      fresh(csrf, 'POST', '/api/performance/beacons', () => ({
        playId: randomUUID(),
        kind: 'play',
        shareToken: 'benchUnknownShareToken0001',
        positionSeconds: 0,
      })),
    ],
    // last: argon2 hashes still queued on the thread pool when its round ends must not slow the next row
    [
      'sign-up',
      '/api/auth/register',
      fresh(csrf, 'POST', '/api/auth/register', (n) => ({
        name: `Bench ${n}`,
        email: `signup.${n}.${run}@bench.example`,
        password: 'a long bench password',
        primaryObstacle: 'content-ideas',
      })),
    ],
  ];
  for (const [name, route, request] of cases) {
    const probe = await fetch(`${origin}${route}`, {
      method: 'POST',
      headers: request.setupRequest(request).headers as Record<string, string>,
      body: request.setupRequest(request).body as string,
    });
    if (probe.status >= 300) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
  }
  for (let round = 0; round < rounds; round++) {
    ceilingRounds.push(await measure('bare Fastify GET /hello (ceiling)', helloUrl, { connections, seconds }));
    for (const [name, route, request] of cases) {
      const list = results.get(name) ?? [];
      const clients = name === 'sign-up' ? signUpConnections : connections;
      list.push(
        await measure(`POST ${route} (${name}${clients === connections ? '' : `, ${clients} connections`})`, `${origin}${route}`, {
          connections: clients,
          seconds,
          request,
        }),
      );
      results.set(name, list);
    }
  }
} finally {
  await stop();
}

const byThroughput = (r: BenchResult) => r.requestsPerSecond;
const ceiling = median(ceilingRounds, byThroughput);
console.log(
  `\n${connections} connections; ${rounds} alternating rounds of ${seconds} s (each after a 2 s warm-up); ${os.availableParallelism()} cores; servers unpinned.\n`,
);
console.log('| route | req/s | p50 ms | p99 ms | of ceiling | target | met | errors | non-2xx |');
console.log('|---|---:|---:|---:|---:|---|---|---:|---:|');
console.log(`| ${ceiling.name} | ${ceiling.requestsPerSecond} | ${ceiling.p50Ms} | ${ceiling.p99Ms} | 100% | | | ${ceiling.errors} | ${ceiling.non2xx} |`);
let failed = false;
for (const [name, list] of results) {
  const r = median(list, byThroughput);
  const target = targets[name]!;
  const met = r.requestsPerSecond >= target.perSecond && r.p99Ms <= target.p99Ms;
  if (r.errors > 0 || r.non2xx > 0) failed = true;
  console.log(
    `| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${((r.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}% | ≥ ${target.perSecond}/s, p99 ≤ ${target.p99Ms} ms | ${met ? 'yes' : 'no'} | ${r.errors} | ${r.non2xx} |`,
  );
}
if (failed) process.exitCode = 1;
