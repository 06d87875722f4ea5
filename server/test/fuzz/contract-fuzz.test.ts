import { appendFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createTestApp, type TestApp } from '../test-app';
import { fuzzRoute, IdPool, Identities, reportTable, type RouteStats, type Runner, type Violation } from './engine';

/**
 * Contract fuzzing (issue 19, docs/decisions/029): every API route gets cases generated from its
 * own zod schemas. In `npm test` a fixed-seed slice (FUZZ_CASES, 20 per route); `npm run fuzz`
 * runs 1,000 per route. FUZZ_SEED replays a run, FUZZ_ROUTE (a substring) narrows it to routes.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 19);
const ONLY = process.env.FUZZ_ROUTE;
/** Cases in flight at once within a route (the order of their effects then varies; the cases do not). */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t?.close());

describe('contract fuzzing', () => {
  it(
    `sends every API route ${CASES} generated cases (seed ${SEED}): no 5xx, catalogue-shaped 4xx, schema-true 2xx`,
    { timeout: Math.max(180_000, CASES * 3000) },
    async () => {
      const started = performance.now();
      const routes = t.app.apiRoutes.filter((r) => !ONLY || `${r.method} ${r.url}`.includes(ONLY));
      expect(routes.length).toBeGreaterThan(ONLY ? 0 : 50);
      const runner: Runner = { app: t.app, identities: new Identities(t.app, t.database.db), pool: new IdPool() };
      const rows: RouteStats[] = [];
      const violations: Violation[] = [];
      for (const route of routes) {
        if (process.env.FUZZ_TRACE) appendFileSync(process.env.FUZZ_TRACE, `${new Date().toISOString()} ${route.method} ${route.url}\n`);
        const result = await fuzzRoute(runner, route, { cases: CASES, seed: SEED, concurrency: CONCURRENCY });
        rows.push(result.stats);
        violations.push(...result.violations);
        // a long run leaves its table so far behind it, even if it is stopped
        if (process.env.FUZZ_REPORT)
          await writeFile(process.env.FUZZ_REPORT, `${reportTable(rows, performance.now() - started)}\n(${rows.length} of ${routes.length} routes so far)\n`);
      }
      const report = reportTable(rows, performance.now() - started);
      if (process.env.FUZZ_REPORT) await writeFile(process.env.FUZZ_REPORT, `${report}\n`);
      if (process.env.FUZZ_CASES) console.log(`\n${report}\n`);
      const shown = violations.map(
        (v) =>
          `${v.rule}\n  ${v.route} case #${v.index} (FUZZ_SEED=${v.seed} FUZZ_CASES=${CASES} FUZZ_ROUTE='${v.route.split(' ')[1]}')\n  request:  ${v.request}\n  response: ${v.status} ${v.response}`,
      );
      expect(shown, `contract violations; replay with the seed shown\n${report}`).toEqual([]);
      // no `__proto__` or `constructor.prototype` key reached a prototype
      expect(Object.keys(Object.prototype)).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // every registered API route was fuzzed, each with the full number of cases
      expect(rows.map((r) => r.route)).toEqual(routes.map((r) => `${r.method} ${r.url}`));
      expect(Math.min(...rows.map((r) => r.cases))).toBe(CASES);
    },
  );
});
