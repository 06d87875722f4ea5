import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestBrowser } from '../../test/test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

/** The hooks that decide who is calling: a session (user or admin) or an API key. */
const GUARDS = ['requireUser', 'requireAdmin', 'requireApiKey'];

type Hooks = Record<string, string[]>;

/** Fastify's route table for one method (`printRoutes` with hooks, route and plugin hooks alike), as full path → hook name → function names. */
function hookTable(method: string): Map<string, Hooks> {
  const table = new Map<string, Hooks>();
  const segments: string[] = [];
  let current: Hooks | null = null;
  for (const line of t.app.printRoutes({ method: method as 'GET', includeHooks: true, commonPrefix: false }).split('\n')) {
    const route = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (route) {
      const depth = route[1]!.length / 4;
      segments.length = depth;
      segments.push(route[2]!);
      current = route[3] ? {} : null;
      if (current) table.set(segments.join(''), current);
      continue;
    }
    const hook = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (hook && current) current[hook[1]!] = (JSON.parse(hook[2]!) as string[]).map((name) => name.replace(/\(\)$/, ''));
  }
  return table;
}

/**
 * Each registered route with the guard it declares, read from Fastify's own route table, so a
 * route is public because it declares no guard (opt-in, sign-in, sign-up, the demo, beacons,
 * share pages), not because a list here says so.
 */
function routesWithGuards(): { method: string; url: string; guard: string | null; csrf: string | undefined }[] {
  const tables = new Map<string, Map<string, Hooks>>();
  return t.app.apiRoutes.map((route) => {
    if (!tables.has(route.method)) tables.set(route.method, hookTable(route.method));
    const hooks = tables.get(route.method)!.get(route.url);
    if (!hooks) throw new Error(`${route.method} ${route.url} is not in the route table`);
    // a guard in a later hook runs after the body is parsed and validated: the walk would catch it, this names it
    for (const [name, functions] of Object.entries(hooks)) {
      if (name !== 'onRequest' && functions.some((f) => GUARDS.includes(f))) throw new Error(`${route.method} ${route.url} runs its guard in ${name}`);
    }
    return { method: route.method, url: route.url, guard: GUARDS.find((guard) => hooks.onRequest?.includes(guard)) ?? null, csrf: route.csrf };
  });
}

/** A path with every parameter malformed, and a query no route accepts. */
const malformedUrl = (url: string) => `${url.replace(/:\w+/g, '%E2%9C%97not-an-id')}?limit=banana&cursor=%25%25&status=nonsense`;
const BODIES = [
  { name: 'broken JSON', payload: '{"activityType": ', type: 'application/json' },
  {
    name: 'the wrong shape',
    payload: JSON.stringify({ activityType: 'not-an-activity', plan: 12, scenes: 'none', unexpected: true }),
    type: 'application/json',
  },
];
/** What a 400 that leaks a route's inputs looks like: field errors, or a list of the allowed values. */
const leaksInputs = (body: string) => /"fields"|expected one of|Invalid option|Invalid enum/i.test(body);

describe('every route decides who is calling before it reads the body (issue 33)', () => {
  it('answers a signed-out call with a malformed body 401 (403 without the CSRF token), never 400, never the valid values', async () => {
    const routes = routesWithGuards();
    const guarded = routes.filter((route) => route.guard);
    // the guard really is found: the routes the issue names, every /api/v1 route and most of the API
    expect(guarded.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/gamification/record-activity', 'POST /api/studio/videos', 'POST /api/v1/videos', 'GET /api/v1/videos']),
    );
    expect(routes.filter((r) => r.url.startsWith('/api/v1/')).every((r) => r.guard === 'requireApiKey')).toBe(true);
    expect(guarded.length).toBeGreaterThan(routes.length / 2);

    const browser = createTestBrowser(t.app);
    await browser.open(); // a CSRF token, as the page has, and no session
    const failures: string[] = [];
    for (const route of guarded) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const hasBody = method !== 'GET' && method !== 'DELETE';
      for (const body of hasBody ? BODIES : [null]) {
        const send = (withoutCsrf: boolean) =>
          browser.request({
            method,
            url: malformedUrl(route.url),
            withoutCsrf,
            ...(body ? { payload: body.payload, headers: { 'content-type': body.type } } : {}),
          });
        const what = `${route.method} ${route.url}${body ? ` with ${body.name}` : ''}`;
        const signedOut = await send(false);
        if (signedOut.statusCode !== 401 || leaksInputs(signedOut.body)) failures.push(`${what}: ${signedOut.statusCode} ${signedOut.body.slice(0, 200)}`);
        if (method === 'GET' || route.csrf === 'bearer' || route.csrf === 'signed') continue;
        const noToken = await send(true);
        if (noToken.statusCode !== 403 || leaksInputs(noToken.body))
          failures.push(`${what}, no CSRF token: ${noToken.statusCode} ${noToken.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers POST /api/gamification/record-activity signed out with 401 and nothing about activity types', async () => {
    const browser = createTestBrowser(t.app);
    await browser.open();
    const response = await browser.post('/api/gamification/record-activity', { activityType: 'nonsense' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(response.body).not.toMatch(/lesson|video|quiz/i);
  });

  it('answers /api/v1 without a key 401 before it looks at the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/videos',
      payload: '{"description": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Send a valid API key as "Authorization: Bearer <key>".');
  });
});
