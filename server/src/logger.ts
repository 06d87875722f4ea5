import pino, { type LoggerOptions } from 'pino';

/** Paths that may carry credentials; pino replaces their values before anything is written. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.secret',
  '*.databaseUrl',
  'DATABASE_URL',
];

export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: { paths: redactPaths, censor: '[redacted]' } };
}

export function createLogger(level: string) {
  return pino(loggerOptions(level));
}

export type Logger = ReturnType<typeof createLogger>;
