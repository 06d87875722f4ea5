type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  minItems?: number;
};

/** A plain valid-looking value for a documented schema (required fields only), to hold the other fields still while one is probed. */
export function sampleOf(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object')
    return Object.fromEntries((schema.required ?? []).filter((key) => schema.properties?.[key]).map((key) => [key, sampleOf(schema.properties![key]!)]));
  if (type === 'array') return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (schema.format === 'email') return 'probe@example.com';
  if (schema.format === 'uri') return 'https://example.com/';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}
