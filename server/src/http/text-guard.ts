import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** NUL (PostgreSQL text and jsonb cannot hold it) or an unpaired UTF-16 surrogate (not text at all; jsonb refuses it). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
const MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** The dotted path of the first string (value or key) in `input` that cannot be stored, if any; walks without recursion. */
export function findUnstorableText(input: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[input, root]];
  while (stack.length) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return at;
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push([value[i], `${at}.${i}`]);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (unstorable(key)) return at;
        stack.push([item, `${at}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * Every route's body, query and path parameters are refused (400 VALIDATION_FAILED) when any text
 * in them is NUL or an unpaired surrogate: no contract needs them, and the database would fail on
 * them as a 500 after the handler had begun. Found by the contract fuzzer (docs/decisions/029).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const at = findUnstorableText(request.params, 'params') ?? findUnstorableText(request.query, 'query') ?? findUnstorableText(request.body, 'body');
    if (!at) return done();
    const field = at.replace(/^(body|params|query)\.?/, '') || at;
    done(new AppError('VALIDATION_FAILED', `Invalid request. ${field}: ${MESSAGE}`, { fields: { [field]: MESSAGE } }));
  });
}
