import type { z } from 'zod';

/** The first message per field of a failed parse, keyed by the field's path ("product", "tags.0"). */
export function issuesOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message;
  return fields;
}
