export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

/** A plain valid-looking value for a documented schema (required fields only), to hold the other fields still while one is probed. */
export function sampleOf(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = typeOf(schema);
  if (type === 'object')
    return Object.fromEntries((schema.required ?? []).filter((key) => schema.properties?.[key]).map((key) => [key, sampleOf(schema.properties![key]!)]));
  if (type === 'array') return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
  if (type === 'integer' || type === 'number') return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  if (type === 'boolean') return true;
  if (schema.format === 'email') return 'probe@example.com';
  if (schema.format === 'uri') return 'https://example.com/';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** One value at or just past a documented limit, and where it goes: `at` is the path of keys and array indexes from the body's root. */
export type Probe = { at: (string | number)[]; value: unknown; allowed: boolean; limit: string };

/**
 * Every documented limit under `schema`, as probes: a string's length, a number's bounds (an
 * integer's next whole number past them, a fraction's by 0.5), an array's item count; nested
 * objects and the first item of arrays are walked. Texts with a format or a pattern have no
 * length that can be probed with filler, and an enum has no bounds.
 */
export function boundaryProbes(schema: Schema, at: (string | number)[] = []): Probe[] {
  if (schema.enum || schema.const !== undefined || schema.anyOf || schema.oneOf) return [];
  const type = typeOf(schema);
  const probes: Probe[] = [];
  const add = (value: unknown, allowed: boolean, limit: string) => probes.push({ at, value, allowed, limit });
  if (type === 'string' && !schema.format && !schema.pattern) {
    if (schema.maxLength !== undefined) add('a'.repeat(schema.maxLength), true, `maxLength ${schema.maxLength}`);
    if (schema.maxLength !== undefined) add('a'.repeat(schema.maxLength + 1), false, `maxLength ${schema.maxLength}`);
    if (schema.minLength) add('a'.repeat(schema.minLength), true, `minLength ${schema.minLength}`);
    if (schema.minLength) add('a'.repeat(schema.minLength - 1), false, `minLength ${schema.minLength}`);
  }
  if (type === 'integer' || type === 'number') {
    const step = type === 'integer' ? 1 : 0.5;
    if (schema.maximum !== undefined) add(schema.maximum, true, `maximum ${schema.maximum}`);
    if (schema.maximum !== undefined) add(schema.maximum + step, false, `maximum ${schema.maximum}`);
    if (schema.minimum !== undefined) add(schema.minimum, true, `minimum ${schema.minimum}`);
    if (schema.minimum !== undefined) add(schema.minimum - step, false, `minimum ${schema.minimum}`);
    if (schema.exclusiveMaximum !== undefined) add(schema.exclusiveMaximum, false, `exclusiveMaximum ${schema.exclusiveMaximum}`);
    if (schema.exclusiveMinimum !== undefined) add(schema.exclusiveMinimum, false, `exclusiveMinimum ${schema.exclusiveMinimum}`);
  }
  if (type === 'array' && schema.items) {
    // an array documented as uniqueItems gets different members while its enum has them
    const members = schema.uniqueItems && schema.items.enum ? schema.items.enum : undefined;
    const items = (count: number) => Array.from({ length: count }, (_, index) => (members ? members[index % members.length] : sampleOf(schema.items!)));
    if (schema.maxItems !== undefined) add(items(schema.maxItems), true, `maxItems ${schema.maxItems}`);
    if (schema.maxItems !== undefined) add(items(schema.maxItems + 1), false, `maxItems ${schema.maxItems}`);
    if (schema.minItems) add(items(schema.minItems), true, `minItems ${schema.minItems}`);
    if (schema.minItems) add(items(schema.minItems - 1), false, `minItems ${schema.minItems}`);
    probes.push(...boundaryProbes(schema.items, [...at, 0]));
  }
  if (type === 'object') for (const [key, property] of Object.entries(schema.properties ?? {})) probes.push(...boundaryProbes(property, [...at, key]));
  return probes;
}

/**
 * The body with `value` at `at`, every other field at its sample: the parents of a nested field are
 * made from their schema (an array gets one item when it had none).
 */
export function withValueAt(schema: Schema, base: unknown, at: (string | number)[], value: unknown): unknown {
  const [key, ...rest] = at;
  if (key === undefined) return value;
  if (typeof key === 'number') {
    const items = Array.isArray(base) && base.length ? [...(base as unknown[])] : [sampleOf(schema.items ?? {})];
    items[key] = withValueAt(schema.items ?? {}, items[key], rest, value);
    return items;
  }
  const child = schema.properties?.[key] ?? {};
  const object = (base && typeof base === 'object' ? base : sampleOf(schema)) as Record<string, unknown>;
  return { ...object, [key]: withValueAt(child, object[key] ?? sampleOf(child), rest, value) };
}
