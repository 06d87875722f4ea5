import type { FastifyInstance } from 'fastify';

const documentPolicy = (https: boolean) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // stock search previews come from the libraries' image hosts (docs/decisions/028)
    "img-src 'self' data: blob: https://images.pexels.com https://pixabay.com https://cdn.pixabay.com",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');

/**
 * Strict defaults: scripts only from our origin (the built client has no inline script), no
 * plugins, never framed. Inline styles stay allowed because the UI primitives set positioning
 * styles at run time. API responses are never rendered as documents, so they get the short
 * OWASP REST set (a deny-all policy) rather than the page set. Both are built once; see
 * docs/decisions/005-precomputed-security-headers.md.
 */
export function securityHeaders(options: { https: boolean }) {
  const common = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(options.https ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
  return {
    api: { ...common, 'content-security-policy': "default-src 'none'; object-src 'none'; frame-ancestors 'none'" },
    document: {
      ...common,
      'content-security-policy': documentPolicy(options.https),
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-permitted-cross-domain-policies': 'none',
    },
  };
}

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const { api, document } = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : document);
    done();
  });
}
