import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, errorStatus } from '@common/contracts/errors';
import type { RegisteredRoute } from '../../src/http/openapi';
import { grantAdminRoles } from '../../src/modules/auth/service';
import type { Database } from '../../src/db/client';
import { BROWSER_USER_AGENT, signedUpBrowser, type TestBrowser } from '../test-browser';
import { UNICODE_EDGES, deepNesting, fromJsonSchema, hugeString, inputJsonSchema, wrongValue } from './arbitraries';

/**
 * The contract fuzzer: for every API route, cases generated from the route's own zod schemas
 * (valid, boundary and hostile bodies, queries and path parameters; signed in or out; with or
 * without CSRF), sent through `app.inject`, each answer checked against three rules:
 * never a 5xx; every 4xx is the error catalogue's JSON (common/contracts/errors.ts) with a known
 * code whose status it carries; every 2xx JSON body parses with the route's response schema.
 */

export type Identity = 'anonymous' | 'member' | 'owner';
type Body = { raw: string; contentType?: string } | undefined;

export type FuzzCase = {
  kind: string;
  identity: Identity;
  csrf: 'valid' | 'missing' | 'wrong';
  origin: 'none' | 'own' | 'foreign';
  /** Path segments, already URL-encoded; `{pool:n}` takes the n-th id the run has seen. */
  params: Record<string, string | { pool: number }>;
  query: string;
  body: Body;
};

export type Violation = { route: string; index: number; seed: number; rule: string; status: number; request: string; response: string };
export type RouteStats = { route: string; cases: number; s2xx: number; s3xx: number; s4xx: number; s5xx: number; checked2xx: number; violations: number };

const JSON_TYPE = 'application/json';
const routeName = (r: RegisteredRoute) => `${r.method} ${r.url}`;

/** A stable 32-bit number from text, so each route gets its own seed from the run's seed. */
export function routeSeed(seed: number, route: RegisteredRoute): number {
  let h = seed | 0;
  for (const ch of routeName(route)) h = (Math.imul(h ^ ch.charCodeAt(0), 0x01000193) + 0x9e3779b9) | 0;
  return h;
}

const HOSTILE_SEGMENTS = [
  '',
  '0',
  '-1',
  'null',
  'undefined',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  'a%20b',
  'demo_' + 'x'.repeat(40),
  'x'.repeat(99),
  'x'.repeat(5000),
  '__proto__',
  'constructor',
  '1e309',
  '9'.repeat(30),
  "'%20or%201=1--",
  ...UNICODE_EDGES.slice(0, 14).map(uriPart),
];

type Leaf = { path: (string | number)[]; value: unknown };

function leaves(value: unknown, path: (string | number)[] = [], out: Leaf[] = []): Leaf[] {
  if (path.length) out.push({ path, value });
  if (Array.isArray(value)) value.forEach((item, i) => leaves(item, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out);
  return out;
}

/** Returns a copy of `root` with the value at `path` replaced (a JSON text for the raw-only tricks). */
function replaceAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as object) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt((root as Record<string | number, unknown>)[head!], rest, value);
  return copy;
}

const RAW_MARK = '\u0001raw\u0001';
/** JSON text of `value` where a string `RAW_MARK + text` is spliced in as raw JSON. */
function toJson(value: unknown): string {
  const marks: string[] = [];
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v === 'string' && v.startsWith(RAW_MARK)) {
      marks.push(v.slice(RAW_MARK.length));
      return `${RAW_MARK}${marks.length - 1}`;
    }
    return v;
  });
  return (text ?? 'null').replace(new RegExp(`"${RAW_MARK.replaceAll('\u0001', '\\\\u0001')}(\\d+)"`, 'g'), (_m, i: string) => marks[Number(i)]!);
}

/** encodeURIComponent for any string (an unpaired surrogate, which it cannot encode, becomes U+FFFD). */
function uriPart(text: string): string {
  const wellFormed = text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  return encodeURIComponent(wellFormed);
}

function querystring(values: unknown): string {
  if (!values || typeof values !== 'object') return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      const text = typeof item === 'object' ? JSON.stringify(item) : String(item);
      parts.push(`${uriPart(key)}=${uriPart(text)}`);
    }
  }
  return parts.join('&');
}

const weighted = <T>(...items: [number, fc.Arbitrary<T>][]) => fc.oneof(...items.map(([weight, arbitrary]) => ({ weight, arbitrary })));

/** Every case a route can get, as one arbitrary (so a seed replays the same cases). */
export function caseArbitrary(route: RegisteredRoute): fc.Arbitrary<FuzzCase> {
  const schema = route.schema ?? {};
  const bodyJson = inputJsonSchema(schema.body);
  const queryJson = inputJsonSchema(schema.querystring);
  const paramsJson = inputJsonSchema(schema.params);
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';

  const validBody = bodyJson ? fromJsonSchema(bodyJson, bodyJson) : fc.constant(undefined);
  const boundaryBody = bodyJson ? fromJsonSchema(bodyJson, bodyJson, { boundary: true }) : fc.constant(undefined);
  const validQuery = queryJson ? fromJsonSchema(queryJson, queryJson) : fc.constant({});

  const paramSchemas = (paramsJson?.properties as Record<string, Record<string, unknown>> | undefined) ?? {};
  const paramValue = (name: string) =>
    weighted<string | { pool: number }>(
      [5, fc.nat(50).map((n) => ({ pool: n }))],
      [3, fromJsonSchema(paramSchemas[name] ?? { type: 'string', minLength: 1, maxLength: 40 }, paramsJson ?? {}).map((v) => uriPart(String(v)) || 'x')],
      [2, fc.constantFrom(...HOSTILE_SEGMENTS)],
    );
  const params = fc.record(Object.fromEntries(paramNames.map((n) => [n, paramValue(n)])) as Record<string, fc.Arbitrary<string | { pool: number }>>);

  const json =
    (contentType = JSON_TYPE) =>
    (value: unknown): Body =>
      value === undefined ? undefined : { raw: toJson(value), contentType };
  const fieldMutation = <T>(value: fc.Arbitrary<T>, mutate: (leaf: Leaf, base: unknown, extra: T) => unknown) =>
    fc.tuple(validBody, fc.nat(), value).map(([base, pick, extra]) => {
      const all = leaves(base);
      if (!all.length) return mutate({ path: [], value: base }, base, extra);
      const leaf = all[pick % all.length]!;
      return replaceAt(base, leaf.path, mutate(leaf, base, extra));
    });

  const bodyCases: [number, fc.Arbitrary<{ kind: string; body: Body }>][] = [
    [8, validBody.map((b) => ({ kind: 'valid', body: json()(b ?? (takesBody ? {} : undefined)) }))],
    [3, boundaryBody.map((b) => ({ kind: 'boundary', body: json()(b ?? (takesBody ? {} : undefined)) }))],
    [
      2,
      fc
        .tuple(
          validBody,
          fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('id', 'userId', 'role', 'plan', 'credits', 'isAdmin', 'toString')),
          wrongValue,
        )
        .map(([b, key, v]) => ({ kind: 'unknown-key', body: json()(b && typeof b === 'object' && !Array.isArray(b) ? { ...b, [key]: v } : { [key]: v }) })),
    ],
    [3, fieldMutation(wrongValue, (_leaf, _base, v) => v).map((b) => ({ kind: 'wrong-type', body: json()(b) }))],
    [
      2,
      fc.tuple(validBody, fc.nat()).map(([b, pick]) => {
        const keys = b && typeof b === 'object' ? Object.keys(b) : [];
        const copy = { ...(b as object) } as Record<string, unknown>;
        if (keys.length) delete copy[keys[pick % keys.length]!];
        return { kind: 'missing-field', body: json()(copy) };
      }),
    ],
    [1, fieldMutation(hugeString, (_l, _b, s) => s).map((b) => ({ kind: 'huge-string', body: json()(b) }))],
    [
      3,
      fieldMutation(fc.constantFrom(...UNICODE_EDGES), (leaf, _b, s) => (typeof leaf.value === 'string' ? `${leaf.value.slice(0, 8)}${s}` : s)).map((b) => ({
        kind: 'unicode',
        body: json()(b),
      })),
    ],
    [
      1,
      fieldMutation(
        fc.tuple(fc.constantFrom(5_000, 50_000), fc.constantFrom<'array' | 'object'>('array', 'object')),
        (_l, _b, [n, k]) => RAW_MARK + deepNesting(n, k),
      ).map((b) => ({ kind: 'deep-nesting', body: json()(b) })),
    ],
    [
      2,
      fc
        .tuple(
          validBody,
          fc.constantFrom(
            '{"__proto__":{"polluted":1,"role":"admin"}',
            '{"constructor":{"prototype":{"polluted":1}}',
            '{"__proto__":null',
            '{"prototype":{"x":1},"__defineGetter__":1',
          ),
        )
        .map(([b, head]) => {
          const rest = b && typeof b === 'object' && !Array.isArray(b) ? toJson(b).slice(1) : '}';
          return { kind: 'proto-pollution', body: { raw: `${head}${rest === '}' ? '}' : `,${rest}`}`, contentType: JSON_TYPE } };
        }),
    ],
    [
      2,
      fc
        .constantFrom('{', '{"a":', "{'a':1}", 'nul', '{"a":1}garbage', '\uFEFF{}', '[1,2', '"\\uD800"', '{"a":"\\u0000"}', '1e999', '{"a":1,"a":2}', '  ')
        .map((raw) => ({ kind: 'malformed-json', body: { raw, contentType: JSON_TYPE } })),
    ],
    [
      2,
      fc
        .tuple(
          validBody,
          fc.constantFrom(
            'text/plain',
            'text/plain;charset=UTF-8',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=xyz',
            'application/xml',
            'application/json; charset=utf-16',
            'application/vnd.api+json',
            'application/jsonx',
            '',
            'image/gif',
          ),
        )
        .map(([b, contentType]) => ({ kind: 'content-type', body: { raw: toJson(b ?? {}), contentType } })),
    ],
    [1, fc.constantFrom('[]', '[{}]', '"text"', '42', 'null', 'true', '{}').map((raw) => ({ kind: 'top-level-type', body: { raw, contentType: JSON_TYPE } }))],
    [1, fc.constantFrom(0).map(() => ({ kind: 'empty-body', body: { raw: '', contentType: JSON_TYPE } }))],
  ];

  const queryCases: [number, fc.Arbitrary<{ kind: string; query: string }>][] = [
    [6, validQuery.map((q) => ({ kind: 'valid-query', query: querystring(q) }))],
    [
      2,
      queryJson
        ? fromJsonSchema(queryJson, queryJson, { boundary: true }).map((q) => ({ kind: 'boundary-query', query: querystring(q) }))
        : validQuery.map(() => ({ kind: 'boundary-query', query: '' })),
    ],
    [
      3,
      fc
        .tuple(
          validQuery,
          fc.constantFrom(
            '__proto__[polluted]=1',
            'constructor[prototype][polluted]=1',
            '__proto__=1',
            'limit=-1',
            'limit=1e309',
            'limit=NaN',
            'limit=99999999999999999999',
            'a=%',
            'a=%ZZ',
            'a=%ED%A0%80',
            'a=%00',
            'a[]=1&a[]=2',
            'x=' + 'y'.repeat(20_000),
            'page=0',
            'offset=-5',
            'category=%E2%80%AE',
            'cursor=%7B%7D',
          ),
          fc.nat(),
        )
        .map(([q, extra, pick]) => {
          const base = querystring(q);
          const keys = Object.keys((q as object) ?? {});
          // the same trick on one of the route's own keys, too
          const own = keys.length ? extra.replace(/^[\w[\]]+?(?==)/, querystring({ [keys[pick % keys.length]!]: '' }).slice(0, -1)) : extra;
          return { kind: 'hostile-query', query: [base, pick % 2 ? own : extra].filter(Boolean).join('&') };
        }),
    ],
    [
      2,
      fc.tuple(validQuery, fc.nat()).map(([q, pick]) => {
        const entries = Object.entries((q as object) ?? {});
        if (!entries.length) return { kind: 'duplicate-query', query: 'limit=1&limit=2' };
        const [key, value] = entries[pick % entries.length]!;
        return { kind: 'duplicate-query', query: `${querystring(q)}&${querystring({ [key]: value })}` };
      }),
    ],
  ];

  const target = takesBody || bodyJson ? bodyCases : [];
  const inputs = fc
    .tuple(target.length ? weighted(...target) : fc.constant({ kind: 'no-body', body: undefined as Body }), weighted(...queryCases), fc.nat(9))
    .map(([b, q, roll]) =>
      // most cases vary one input and send the others valid
      target.length && roll < 6
        ? { kind: b.kind, body: b.body, query: querystring({}) }
        : { kind: q.kind, body: target.length ? { raw: toJson({}), contentType: JSON_TYPE } : undefined, query: q.query },
    );
  const validQueryText = validQuery.map(querystring);

  return fc
    .record({
      inputs,
      validQuery: validQueryText,
      validBody: validBody.map((b) => json()(b ?? (takesBody ? {} : undefined))),
      params,
      identity: weighted<Identity>([9, fc.constant('member')], [5, fc.constant('owner')], [6, fc.constant('anonymous')]),
      csrf: weighted<FuzzCase['csrf']>([16, fc.constant('valid')], [2, fc.constant('missing')], [2, fc.constant('wrong')]),
      origin: weighted<FuzzCase['origin']>([17, fc.constant('none')], [2, fc.constant('own')], [1, fc.constant('foreign')]),
    })
    .map(({ inputs, validQuery: vq, validBody: vb, params: p, identity, csrf, origin }) => {
      const queryVaried = inputs.kind.endsWith('query');
      return {
        kind: inputs.kind,
        identity,
        csrf,
        origin,
        params: p,
        query: queryVaried ? inputs.query : vq,
        body: queryVaried ? vb : inputs.body,
      };
    });
}

type Session = { browser: TestBrowser; apiKey?: string };

/** The people a case can be: nobody, a free member, and an Enterprise owner who is also an admin. */
export class Identities {
  private sessions = new Map<Identity, Promise<Session>>();
  constructor(
    private app: FastifyInstance,
    private db: Database,
  ) {}

  get(identity: Exclude<Identity, 'anonymous'>): Promise<Session> {
    let session = this.sessions.get(identity);
    if (!session) {
      session = this.start(identity);
      this.sessions.set(identity, session);
    }
    return session;
  }

  private async start(identity: Exclude<Identity, 'anonymous'>): Promise<Session> {
    const { browser, account } = await signedUpBrowser(this.app);
    if (identity === 'member') return { browser };
    const checkout = (await browser.post('/api/billing/checkouts', { plan: 'enterprise', period: 'monthly' })).json();
    await browser.post(`/api/billing/checkouts/${checkout.id}/pay`, { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Fuzz Owner' });
    const key = await browser.post('/api/public-api/keys', { name: 'fuzz', scopes: ['read', 'render'] });
    if (key.statusCode !== 201) throw new Error(`API key for the fuzz owner: ${key.statusCode} ${key.body}`);
    await grantAdminRoles(this.db, [account.email]);
    return { browser, apiKey: key.json().secret };
  }

  /** After a signed-in write succeeded that may have ended the session or the key (sign-out, deletion, revocation), start anew if it did. */
  async refreshIfEnded(identity: Identity): Promise<void> {
    if (identity === 'anonymous') return;
    const pending = this.sessions.get(identity);
    if (!pending) return;
    const session = await pending;
    const me = await session.browser.get('/api/auth/me');
    const bearer = session.apiKey
      ? await this.app.inject({ method: 'GET', url: '/api/v1/credits', headers: { authorization: `Bearer ${session.apiKey}` } })
      : undefined;
    if ((me.statusCode === 401 || bearer?.statusCode === 401) && this.sessions.get(identity) === pending) this.sessions.delete(identity);
  }
}

/** Ids seen in 2xx answers (the app's own uuids and ids), so path parameters also name things that exist. */
export class IdPool {
  private ids: string[] = [];
  private seen = new Set<string>();
  add(body: unknown): void {
    for (const { path, value } of leaves(body)) {
      const key = String(path[path.length - 1] ?? '');
      if (typeof value !== 'string' || this.seen.has(value) || this.ids.length > 500) continue;
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value) || (/(^id$|Id$)/.test(key) && value.length <= 64 && /^[\w-]+$/.test(value))) {
        this.seen.add(value);
        this.ids.push(value);
      }
    }
  }
  pick(n: number): string {
    return this.ids.length ? encodeURIComponent(this.ids[n % this.ids.length]!) : '00000000-0000-4000-8000-000000000000';
  }
}

/** Routes whose success can end the session or the API key the cases use (checked again before the next route). */
const ENDS_SESSIONS = /logout|sign-out|sessions|delete|keys|password|email|account/;

export type Runner = { app: FastifyInstance; identities: Identities; pool: IdPool };

function ipOf(seed: number, index: number): string {
  const n = (Math.imul(seed ^ index, 2654435761) >>> 0) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

function describeRequest(method: string, url: string, headers: Record<string, string>, body: Body, identity: Identity): string {
  const shown = { ...headers };
  delete shown.cookie;
  delete shown['user-agent'];
  if (shown.authorization?.startsWith('Bearer rw_') && !shown.authorization.includes('not_a_real_key')) shown.authorization = 'Bearer <the fuzz owner key>';
  const payload = body ? (body.raw.length > 300 ? `${body.raw.slice(0, 300)}… (${body.raw.length} chars)` : body.raw) : '';
  return `${method} ${url.length > 300 ? `${url.slice(0, 300)}…` : url} as ${identity} ${JSON.stringify(shown)} ${payload}`;
}

const declared = (schema: unknown, status: number): z.ZodType | undefined => {
  const map = (schema as { response?: Record<string, unknown> } | undefined)?.response;
  const found = map?.[String(status)] ?? map?.[`${String(status)[0]}xx`];
  return found instanceof z.ZodType ? found : undefined;
};

/** Sends one case and returns the rule it broke, if any. */
export async function runCase(
  runner: Runner,
  route: RegisteredRoute,
  c: FuzzCase,
  seed: number,
  index: number,
): Promise<{ response: LightMyRequestResponse; broke?: { rule: string; request: string } }> {
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) => {
    const value = c.params[name];
    return typeof value === 'object' ? runner.pool.pick(value.pool) : (value ?? 'x');
  });
  const url = c.query ? `${path}?${c.query}` : path;
  const headers: Record<string, string> = { 'user-agent': BROWSER_USER_AGENT };
  if (c.origin === 'own') headers.origin = 'http://localhost:80';
  if (c.origin === 'foreign') headers.origin = 'https://evil.example';
  const mutating = route.method !== 'GET';
  if (c.identity !== 'anonymous') {
    const session = await runner.identities.get(c.identity);
    const jar = session.browser.jar;
    if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (route.csrf === 'bearer') {
      headers.authorization = c.identity === 'owner' && session.apiKey ? `Bearer ${session.apiKey}` : 'Bearer rw_not_a_real_key_000000000000';
    }
    const token = jar.get('csrf_token');
    if (mutating && c.csrf === 'valid' && token) headers['x-csrf-token'] = token;
    if (mutating && c.csrf === 'wrong') headers['x-csrf-token'] = `${token ?? ''}x`;
  } else if (mutating && c.csrf !== 'missing') {
    // a visitor who loaded a page first has a token cookie and echoes it
    const token = `fuzz${index}`;
    headers.cookie = `csrf_token=${token}`;
    headers['x-csrf-token'] = c.csrf === 'valid' ? token : `${token}x`;
  }
  if (c.body?.contentType) headers['content-type'] = c.body.contentType;
  const request = describeRequest(route.method, url, headers, c.body, c.identity);
  let response: LightMyRequestResponse;
  try {
    response = await runner.app.inject({
      method: route.method as 'GET',
      url,
      headers,
      remoteAddress: ipOf(seed, index),
      ...(c.body !== undefined ? { payload: c.body.raw } : {}),
    });
  } catch (error) {
    // the connection was cut without a complete answer: to a browser that is a server failure
    const cut = { statusCode: 599, headers: {}, body: String(error) } as unknown as LightMyRequestResponse;
    return { response: cut, broke: { rule: `no complete response: ${String(error)}`, request } };
  }

  const status = response.statusCode;
  const isJson = String(response.headers['content-type'] ?? '').startsWith(JSON_TYPE);
  let body: unknown;
  if (isJson) {
    try {
      body = JSON.parse(response.body);
    } catch {
      return { response, broke: { rule: 'JSON content type with a body that is not JSON', request } };
    }
  }
  if (status >= 500) return { response, broke: { rule: '5xx', request } };
  if (status >= 400) {
    if (!isJson) return { response, broke: { rule: '4xx without a JSON body', request } };
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success) return { response, broke: { rule: '4xx body is not the error catalogue shape', request } };
    const code = parsed.data.code as keyof typeof errorStatus;
    if (!(code in errorStatus)) return { response, broke: { rule: `4xx with an unknown code ${code}`, request } };
    if (errorStatus[code] !== status)
      return { response, broke: { rule: `4xx status ${status} does not match its code ${code} (${errorStatus[code]})`, request } };
    return { response };
  }
  if (status >= 200 && status < 300) {
    if (isJson) runner.pool.add(body);
    const schema = declared(route.schema, status);
    if (schema && isJson) {
      const parsed = schema.safeParse(body);
      if (!parsed.success)
        return { response, broke: { rule: `2xx body does not parse with the response schema: ${z.prettifyError(parsed.error).slice(0, 400)}`, request } };
    }
  }
  return { response };
}

/** Runs `cases` generated cases against one route. */
export async function fuzzRoute(
  runner: Runner,
  route: RegisteredRoute,
  options: { cases: number; seed: number; concurrency: number },
): Promise<{ stats: RouteStats; violations: Violation[] }> {
  const seed = routeSeed(options.seed, route);
  const cases = fc.sample(caseArbitrary(route), { seed, numRuns: options.cases });
  const stats: RouteStats = { route: routeName(route), cases: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0, checked2xx: 0, violations: 0 };
  const violations: Violation[] = [];
  const outcomes: Promise<Awaited<ReturnType<typeof runCase>>>[] = [];
  for (let start = 0; start < cases.length; start += options.concurrency) {
    const batch = cases.slice(start, start + options.concurrency).map((c, i) => runCase(runner, route, c, seed, start + i));
    outcomes.push(...batch);
    await Promise.all(batch);
  }
  // a route that can end a session or a key (sign-out, revocation, …) may have ended them: the next route starts with live ones
  if (ENDS_SESSIONS.test(route.url)) await Promise.all([runner.identities.refreshIfEnded('member'), runner.identities.refreshIfEnded('owner')]);
  for (const [index, outcome] of outcomes.entries()) {
    const { response, broke } = await outcome;
    stats.cases += 1;
    const status = response.statusCode;
    if (status >= 500) stats.s5xx += 1;
    else if (status >= 400) stats.s4xx += 1;
    else if (status >= 300) stats.s3xx += 1;
    else if (status >= 200) {
      stats.s2xx += 1;
      if (declared(route.schema, status)) stats.checked2xx += 1;
    }
    if (broke) {
      stats.violations += 1;
      if (violations.length < 5)
        violations.push({
          route: routeName(route),
          index,
          seed: options.seed,
          rule: broke.rule,
          status,
          request: broke.request,
          response: response.body.slice(0, 400),
        });
    }
  }
  return { stats, violations };
}

export function reportTable(rows: RouteStats[], wallMs: number): string {
  const header = ['route', 'cases', '2xx', '3xx', '4xx', '5xx', '2xx checked', 'violations'];
  const lines = rows.map((r) => [r.route, r.cases, r.s2xx, r.s3xx, r.s4xx, r.s5xx, r.checked2xx, r.violations].map(String));
  const total = rows.reduce(
    (t, r) => ({
      cases: t.cases + r.cases,
      s2xx: t.s2xx + r.s2xx,
      s3xx: t.s3xx + r.s3xx,
      s4xx: t.s4xx + r.s4xx,
      s5xx: t.s5xx + r.s5xx,
      checked2xx: t.checked2xx + r.checked2xx,
      violations: t.violations + r.violations,
    }),
    { cases: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0, checked2xx: 0, violations: 0 },
  );
  lines.push([`TOTAL (${rows.length} routes)`, total.cases, total.s2xx, total.s3xx, total.s4xx, total.s5xx, total.checked2xx, total.violations].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [
    row(header),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...lines.map(row),
    '',
    `${total.s5xx} 5xx, ${total.violations} contract violations; ${rows.length} routes, ${Math.min(...rows.map((r) => r.cases))}+ cases per route, ${total.cases} cases in ${(wallMs / 1000).toFixed(1)} s`,
  ].join('\n');
}
