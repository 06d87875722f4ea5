import { escapeHtml } from '@common/escape-html';
import { adminRoutes, indexableRoutes, protectedRoutes, publicRoutes } from '@common/routes';
import type { FastifyInstance } from 'fastify';

/** A path parameter (`:id`) matches one non-empty segment. */
const routePattern = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}/?$`);
const screenPatterns = [...publicRoutes, ...protectedRoutes, ...adminRoutes].map(routePattern);

/** Whether the client has a screen at this path (section 2's route table); anything else is a 404. */
export function isScreenPath(pathname: string): boolean {
  return screenPatterns.some((pattern) => pattern.test(pathname));
}

/**
 * robots.txt and sitemap.xml, from the route table so they follow it: crawlers may read the public
 * marketing pages, never the studio, the admin screens or the API; the sitemap lists only the pages
 * worth finding (not sign-in, thank-you or e-mailed-link screens).
 */
export function registerSiteFiles(app: FastifyInstance, options: { publicOrigin: string }): void {
  const origin = options.publicOrigin.replace(/\/$/, '');
  const privatePrefixes = [...new Set([...protectedRoutes, ...adminRoutes].map((route) => route.replace(/\/:.*$/, '')))].sort();
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexableRoutes.map((route) => `  <url><loc>${escapeHtml(`${origin}${route}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const cacheControl = 'public, max-age=3600';
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', cacheControl).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', cacheControl).type('application/xml; charset=utf-8').send(sitemap),
  );
}
