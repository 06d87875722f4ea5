// npm run bench:leads — opt-ins per second and their p99 at 50 concurrent connections against the
// real app (embedded PostgreSQL with its durable defaults: every acknowledged opt-in is committed),
// beside the hello-world ceiling (bare Fastify) measured in the same run. Every opt-in is a new
// address from a new visitor (X-Forwarded-For, TRUST_PROXY=true), so each one inserts a lead, its
// event and its rate-limit count in one transaction and queues the guide e-mail. Alternating rounds;
// rows are the median rounds.
import os from 'node:os';
import { measure, median, printTable, startCeilingAndApp, type BenchResult } from './support';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

// Both servers unpinned: the app's PostgreSQL is its child and needs a core of its own, as in production.
const { helloUrl, origin, stop } = await startCeilingAndApp('leads');

const ceilingRounds: BenchResult[] = [];
const optInRounds: BenchResult[] = [];
let sent = 0;
try {
  const csrf = /csrf_token=([^;]+)/.exec((await fetch(`${origin}/api/auth/me`)).headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error('no CSRF cookie from /api/auth/me');
  const run = Date.now().toString(36);
  const request = {
    method: 'POST' as const,
    path: '/api/opt-in-handler',
    headers: { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'user-agent': BROWSER },
    setupRequest: (req: { headers?: Record<string, string> }) => {
      sent += 1;
      const n = sent;
      return {
        ...req,
        headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({ email: `bench.${n}.${run}@studio.io`, source: 'default', headlineVariant: n % 2 ? 'revenue' : 'transformation' }),
      };
    },
  };
  for (let round = 0; round < rounds; round++) {
    ceilingRounds.push(await measure('bare Fastify GET /hello (ceiling)', helloUrl, { connections, seconds }));
    optInRounds.push(await measure('Reelwright POST /api/opt-in-handler (new lead)', `${origin}/api/opt-in-handler`, { connections, seconds, request }));
  }
} finally {
  await stop();
}

const byThroughput = (r: BenchResult) => r.requestsPerSecond;
const ceiling = median(ceilingRounds, byThroughput);
const optIns = median(optInRounds, byThroughput);
console.log(
  `\n${connections} connections; ${rounds} alternating rounds of ${seconds} s (each after a 2 s warm-up); ${os.availableParallelism()} cores; servers unpinned.\n`,
);
printTable([ceiling, optIns]);
console.log(
  `\nrounds (req/s): ceiling ${ceilingRounds.map((r) => r.requestsPerSecond).join(', ')}; opt-ins ${optInRounds.map((r) => r.requestsPerSecond).join(', ')}`,
);
console.log(
  `opt-ins per second: ${optIns.requestsPerSecond} (p99 ${optIns.p99Ms} ms); ${((optIns.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}% of the ceiling`,
);
if (optIns.errors > 0 || optIns.non2xx > 0) process.exitCode = 1;
