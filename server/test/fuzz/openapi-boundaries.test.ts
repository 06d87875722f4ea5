import { createTestApp, type TestApp } from '../test-app';
import { signedUpBrowser } from '../test-browser';
import { sampleOf } from './openapi-boundary-values';

/**
 * Issue 32, acceptance 1: every documented string-length limit of a JSON request body's top-level
 * field, walked from the OpenAPI document for every JSON-body route: the value at the limit is not
 * refused for that field, one past it is. A 400 naming the field at the limit, or no 400 for that
 * field past it, is a mismatch between the document and the server.
 */
type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  format?: string;
  enum?: unknown[];
};
type Doc = { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>> };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t?.close());

describe('documented limits are the enforced limits (issue 32)', () => {
  it('sends each documented length limit and one past it to every JSON-body route', { timeout: 180_000 }, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    const { browser } = await signedUpBrowser(t.app);
    const mismatches: string[] = [];
    let probes = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (path.includes('{') || path.includes('/auth/') || path.includes('/v1/')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema?.properties) continue;
        const base = sampleOf(schema);
        for (const [field, property] of Object.entries(schema.properties)) {
          // a current password is checked against the stored one: no boundary value can be right, and its refusal is not a limit
          if (property.type !== 'string' || property.format || property.enum || field === 'currentPassword' || field === 'password') continue;
          const limits: [number, boolean][] = [];
          if (property.maxLength !== undefined) limits.push([property.maxLength, true], [property.maxLength + 1, false]);
          if (property.minLength !== undefined && property.minLength > 0) limits.push([property.minLength, true], [property.minLength - 1, false]);
          for (const [length, allowed] of limits) {
            probes += 1;
            const response = await browser.request({
              method: method.toUpperCase() as 'POST',
              url: path,
              payload: { ...(base as object), [field]: 'a'.repeat(length) },
            });
            const answer = response.statusCode === 400 ? (response.json() as { code?: string; fields?: Record<string, string> }) : {};
            // only a validation refusal speaks about limits (a wrong password is refused by the service)
            const fields = answer.code === 'VALIDATION_FAILED' ? (answer.fields ?? {}) : {};
            const refused = field in fields;
            if (allowed && refused)
              mismatches.push(`${method.toUpperCase()} ${path} ${field}: ${length} characters is documented as allowed, refused: ${fields[field]}`);
            if (!allowed && !refused && response.statusCode < 400)
              mismatches.push(`${method.toUpperCase()} ${path} ${field}: ${length} characters is past the limit, answered ${response.statusCode}`);
          }
        }
      }
    }
    console.log(`${probes} boundary probes, ${mismatches.length} mismatches`);
    expect(probes).toBeGreaterThan(20);
    expect(mismatches).toEqual([]);
  });
});
