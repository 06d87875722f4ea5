import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values for a route's inputs, generated from its own zod schema. zod-fast-check only speaks zod 3,
 * so the schema goes through zod 4's JSON Schema export (`io: 'input'`, what a client may send) and
 * the arbitraries are built from that; whether a value really is valid is decided by the zod schema
 * itself (refinements included) when the case is labelled.
 */
type JsonSchema = { [key: string]: unknown };

/** The input side of a zod schema as JSON Schema (anything zod cannot express becomes `{}`). */
export function inputJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Text a person could not have typed, but a client can send. */
export const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDC00x',
  'x\uDBFF',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '\u200F\u200E\u200B\u2060',
  '\uFEFF',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈🇺🇳',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z̷̧̛̛̤͈̞̱̀͐̋a̴̢͓̓̈l̵̡̙̀g̶̣̈o̸̘̓',
  'İıſK',
  '\u00A0\u3000\u2028\u2029',
  '\r\n\t\v\f',
  '%00%ff',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../etc/passwd',
  'ﬀ𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
];

const at = <T>(items: readonly T[]) => fc.constantFrom(...items);

function resolveRef(ref: string, root: JsonSchema): JsonSchema {
  if (ref === '#') return root;
  const parts = ref.replace(/^#\//, '').split('/');
  let node: unknown = root;
  for (const part of parts) node = (node as JsonSchema | undefined)?.[part];
  return (node as JsonSchema) ?? {};
}

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function stringArbitrary(schema: JsonSchema, boundary: boolean): fc.Arbitrary<string> {
  const format = schema.format as string | undefined;
  const pattern = schema.pattern as string | undefined;
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? 4000, 20_000);
  if (format === 'email') {
    return fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,14}$/), at(['', '+tag', '.dot', '_x']), at(['studio.example', 'fuzz.example.org', 'xn--bcher-kva.example']))
      .map(([local, suffix, domain]) => `${local}${suffix}@${domain}`);
  }
  if (format === 'uuid' || format === 'guid') return fc.uuid({ version: 4 });
  if (format === 'uri' || format === 'url') return fc.webUrl({ withQueryParameters: true, withFragments: true }).map((u) => u.replace(/^http:/, 'https:'));
  if (format === 'date-time') return fc.date({ min: new Date('1971-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'date')
    return fc.date({ min: new Date('1971-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (pattern) {
    try {
      // repeated to reach the minimum length (right for the character-class patterns the contracts use; zod judges the rest)
      return fc.stringMatching(new RegExp(pattern)).map((s) => {
        let out = s;
        while (out.length < minLength) out += s || 'a';
        return out.length > maxLength ? out.slice(0, maxLength) : out;
      });
    } catch {
      /* fall through to plain text */
    }
  }
  if (boundary) {
    const edges = [minLength, maxLength, Math.max(0, minLength - 1), maxLength + 1].filter((n, i, all) => all.indexOf(n) === i);
    return fc.tuple(at(edges), fc.oneof(fc.constant('x'), at(UNICODE_EDGES), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }))).map(([n, fill]) => {
      // n code points cycling through the fill's (built in one pass: re-spreading the string each step was quadratic)
      const units = [...fill];
      return Array.from({ length: n }, (_, i) => units[i % units.length] ?? 'x').join('');
    });
  }
  const upper = Math.min(maxLength, minLength + 60);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.string({ minLength, maxLength: upper, unit: 'grapheme-ascii' }).map((s) => (minLength > 0 && !s.trim() ? s + 'x'.repeat(minLength) : s)),
    },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: upper, unit: 'grapheme' }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.string({ minLength, maxLength: upper, unit: 'grapheme-ascii' }), at(UNICODE_EDGES))
        .map(([s, edge]) => `${s.slice(0, Math.max(0, upper - edge.length))}${edge}`),
    },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean, boundary: boolean): fc.Arbitrary<number> {
  let min = num(schema.minimum) ?? num(schema.exclusiveMinimum);
  let max = num(schema.maximum) ?? num(schema.exclusiveMaximum);
  if (integer) {
    if (num(schema.exclusiveMinimum) !== undefined) min = Math.floor(min!) + 1;
    if (num(schema.exclusiveMaximum) !== undefined) max = Math.ceil(max!) - 1;
    const lo = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const hi = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    if (boundary) return at([lo, hi, lo - 1, hi + 1, 0, -1, Number.MAX_SAFE_INTEGER, 2 ** 31]);
    return lo <= hi ? fc.integer({ min: lo, max: hi }) : fc.constant(lo);
  }
  if (boundary) return at([min ?? -1e9, max ?? 1e9, (min ?? 0) - 1e-9, (max ?? 0) + 1e-9, 0, -0, 1e308, 5e-324]);
  return fc.double({
    min: min ?? -1e6,
    max: max ?? 1e6,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: num(schema.exclusiveMinimum) !== undefined,
    maxExcluded: num(schema.exclusiveMaximum) !== undefined,
  });
}

/** An arbitrary for JSON values matching `schema` (mostly: zod has the last word). */
export function fromJsonSchema(schema: JsonSchema, root: JsonSchema, options: { boundary?: boolean; depth?: number } = {}): fc.Arbitrary<unknown> {
  const depth = options.depth ?? 0;
  const boundary = options.boundary ?? false;
  const next = (s: JsonSchema) => fromJsonSchema(s, root, { boundary, depth: depth + 1 });
  if (depth > 8) return fc.constant(null);
  if (typeof schema.$ref === 'string') return next(resolveRef(schema.$ref, root));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return at(schema.enum as unknown[]);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length) return fc.oneof(...alternatives.map(next));
  if (Array.isArray(schema.allOf) && schema.allOf.length) return next(Object.assign({}, ...(schema.allOf as JsonSchema[])));
  const type = schema.type;
  if (Array.isArray(type)) return fc.oneof(...type.map((t) => next({ ...schema, type: t })));
  switch (type) {
    case 'string':
      return stringArbitrary(schema, boundary);
    case 'integer':
      return numberArbitrary(schema, true, boundary);
    case 'number':
      return numberArbitrary(schema, false, boundary);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const prefix = schema.prefixItems as JsonSchema[] | undefined;
      if (Array.isArray(prefix)) return fc.tuple(...prefix.map(next));
      const items = (schema.items as JsonSchema | undefined) ?? {};
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.min(num(schema.maxItems) ?? minLength + 4, minLength + (boundary ? 60 : 4));
      if (boundary) return fc.tuple(at([minLength, maxLength]), fc.array(next(items), { minLength: maxLength, maxLength })).map(([n, all]) => all.slice(0, n));
      return fc.array(next(items), { minLength, maxLength: depth > 4 ? minLength : maxLength });
    }
    case 'object': {
      const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) shape[key] = next(value);
      const record = fc.record(shape, { requiredKeys: [...required].filter((k) => k in properties) });
      const extra = schema.additionalProperties;
      if (extra && typeof extra === 'object' && Object.keys(properties).length === 0) {
        const keys = schema.propertyNames ? (next(schema.propertyNames as JsonSchema) as fc.Arbitrary<string>) : fc.string({ minLength: 1, maxLength: 12 });
        return fc.dictionary(keys, next(extra as JsonSchema), { maxKeys: depth > 4 ? 0 : 4 });
      }
      return record;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values of the wrong kind for whatever a field expects. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  at([Number.MAX_VALUE, -0, 1e21, 0.1]),
  fc.string({ maxLength: 8 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  at(UNICODE_EDGES),
);

/** A string far beyond any limit the contracts set (still under the body limit, unless `overLimit`). */
export const hugeString = at(['a'.repeat(100_000), '👩‍👩‍👧‍👦'.repeat(20_000), '\u0000'.repeat(50_000), 'e\u0301'.repeat(60_000), '\uD800'.repeat(30_000)]);

/** `[[[[…]]]]` or `{"a":{"a":…}}` nested so deep that a recursive walker would overflow its stack. */
export function deepNesting(levels: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(levels)}1${']'.repeat(levels)}` : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}
