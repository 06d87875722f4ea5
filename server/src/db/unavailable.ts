/** Socket errors and SQLSTATE classes 08 (connection exception) and 57P (shutdown, starting up). */
const LOST_DATABASE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const LOST_DATABASE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether an error (or one of its causes: Drizzle wraps the driver's error) says the database
 * cannot be reached right now: it is down, restarting or shutting down. Such a request is a 503
 * that names no internals, never a 500, and a worker's job outcome that could not be stored is
 * not a crash (docs/decisions/030).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_DATABASE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P'))) return true;
    if (LOST_DATABASE_MESSAGES.some((text) => current instanceof Error && current.message.includes(text))) return true;
  }
  return false;
}
