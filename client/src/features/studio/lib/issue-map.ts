import type { ZodError } from 'zod';

/** A zod error as messages by dotted path (`scenes.1.narration`), the first message per path. */
export function issuesByPath(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message;
  return fields;
}
