import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the per-field messages of a 400/409 answer (`fields: { email: "…" }`) beneath the matching
 * inputs, so a rule only the server can check (a taken e-mail, a too-common password) reads like
 * any other field error. Only the form's own fields are used; the rest stays in the toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: ReadonlyArray<Path<T>>,
): void {
  if (!isApiError(error) || typeof error.fields !== 'object' || error.fields === null) return;
  const fields = error.fields as Record<string, unknown>;
  for (const name of names) {
    const message = fields[name];
    if (typeof message === 'string' && message.length > 0) setError(name, { type: 'server', message });
  }
}
