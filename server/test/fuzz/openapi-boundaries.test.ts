import { subscribe } from '../billing-fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { createTestBrowser, signedUpBrowser } from '../test-browser';
import { boundaryProbes, sampleOf, withValueAt, type Probe, type Schema } from './openapi-boundary-values';

/**
 * Issue 32, acceptance 1: every documented limit, walked from the OpenAPI document — a JSON body's
 * string lengths, number bounds and item counts at every depth, and a query parameter's — for every
 * route without a path parameter: the value at the limit is not refused for that field, one past it
 * is. A 400 naming the field at the limit, or no 400 for that field past it, is a mismatch between
 * the document and the server.
 */
type Parameter = { name: string; in: string; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type Doc = { paths: Record<string, Record<string, Operation>> };

// a password is checked against the stored one or the breach list: its refusal at any length is not a limit
const UNPROBED_FIELDS = new Set(['currentPassword', 'password', 'newPassword']);

const ADMIN = 'boundary-admin@studio.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  await t.app.ready();
});
afterAll(() => t?.close());

describe('documented limits are the enforced limits (issue 32)', () => {
  it('sends each documented limit and one past it to every route, in bodies at every depth and in query parameters', { timeout: 300_000 }, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    // an admin on the top plan with an API key of every scope: no 403 or 401 stands between a probe and the validator
    const { browser } = await signedUpBrowser(t.app, { email: ADMIN });
    await subscribe(browser, 'enterprise');
    const key = (await browser.post('/api/public-api/keys', { name: 'boundaries', scopes: ['read', 'render'] })).json().secret as string;
    const visitor = createTestBrowser(t.app, { ip: '203.0.113.77' });
    await visitor.open();
    const mismatches: string[] = [];
    const kinds = new Map<string, number>();
    // past-the-limit probes that the validator named, and those another refusal (401, 403, 429) hid from it
    const past = { named: 0, unseen: [] as string[] };

    const send = async (label: string, probe: Probe, request: { method: 'POST'; url: string; payload?: object }) => {
      const field = probe.at.join('.');
      const kind = probe.limit.split(' ')[0]!;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      // the public API takes the key; sign-up and sign-in would sign this browser in as someone else: a visitor's browser sends them
      const response = request.url.startsWith('/api/v1/')
        ? await t.app.inject({ ...request, headers: { authorization: `Bearer ${key}` } })
        : request.url.startsWith('/api/auth/')
          ? await visitor.request(request)
          : await browser.request(request);
      const answer = response.statusCode === 400 ? (response.json() as { code?: string; fields?: Record<string, string> }) : {};
      // only a validation refusal speaks about limits (a wrong password or a missing record is refused by the service)
      const fields = answer.code === 'VALIDATION_FAILED' ? (answer.fields ?? {}) : {};
      const refused = field in fields;
      const value =
        typeof probe.value === 'string' ? `${probe.value.length} characters` : Array.isArray(probe.value) ? `${probe.value.length} items` : String(probe.value);
      if (probe.allowed && refused) mismatches.push(`${label} ${field} (${probe.limit}): ${value} is documented as allowed, refused: ${fields[field]}`);
      if (!probe.allowed) {
        if (refused) past.named += 1;
        else past.unseen.push(`${label} ${field} → ${response.statusCode}`);
      }
      if (!probe.allowed && !refused && response.statusCode < 400)
        mismatches.push(`${label} ${field} (${probe.limit}): ${value} is past it, answered ${response.statusCode}`);
    };

    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const label = `${method.toUpperCase()} ${path}`;
        // a path parameter gets a well-formed value naming nothing: the body is checked before the record is looked up
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
          return encodeURIComponent(String(sampleOf(parameter?.schema ?? {})));
        });
        const verb = method.toUpperCase() as 'POST';
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (schema) {
          const base = sampleOf(schema);
          for (const probe of boundaryProbes(schema).filter((p) => !p.at.some((key) => UNPROBED_FIELDS.has(String(key)))))
            await send(label, probe, { method: verb, url, payload: withValueAt(schema, base, probe.at, probe.value) as object });
        }
        for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'query' && p.schema)) {
          for (const probe of boundaryProbes(parameter.schema!, [parameter.name]))
            await send(label, probe, { method: verb, url: `${url}?${new URLSearchParams({ [parameter.name]: String(probe.value) })}` });
        }
      }
    }
    const probes = [...kinds.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `${probes} boundary probes (${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ')}), ${mismatches.length} mismatches; ${past.named} past-the-limit values named by the validator, ${past.unseen.length} refused otherwise`,
    );
    expect(kinds.get('maximum')).toBeGreaterThan(0);
    expect(kinds.get('maxItems')).toBeGreaterThan(0);
    expect(probes).toBeGreaterThan(100);
    expect(mismatches).toEqual([]);
    // nothing but the validator answered a value past a limit: no 401, 403 or 404 hid one from the check
    expect(past.unseen).toEqual([]);
  });
});
