import { isApiError } from './api-client';

/**
 * The per-field messages of a 400/409 answer (`fields: { email: "…" }`) for the given field names,
 * in their order, so a rule only the server can check (a taken e-mail, a too-common password)
 * reads like any other field error. Other fields' messages stay in the error's own message.
 */
export function serverFieldErrors<TName extends string>(error: unknown, names: readonly TName[]): [TName, string][] {
  if (!isApiError(error) || typeof error.fields !== 'object' || error.fields === null) return [];
  const fields = error.fields as Record<string, unknown>;
  return names.flatMap((name) => {
    const message = fields[name];
    return typeof message === 'string' && message.length > 0 ? [[name, message] as [TName, string]] : [];
  });
}
