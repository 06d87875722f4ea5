import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRERENDER_MANIFEST_FILE, prerenderManifestSchema, type PrerenderManifest } from '@common/prerender-manifest';
import { AppError } from './app-error';
import { withPageHead, type PageHead } from '@common/page-head';
import { isScreenPath, registerSiteFiles } from './site-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The pages the build prerendered (scripts/prerender.ts): route → HTML file. None without a manifest. */
function readPrerenderManifest(distDir: string): PrerenderManifest {
  const file = path.join(distDir, PRERENDER_MANIFEST_FILE);
  return existsSync(file) ? prerenderManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

/**
 * The built client's HTML shell, with a page's own title, description and preview tags
 * (page-head.ts) when given; null when the client is not built. Read on each call: the shell is
 * small, and a new build is picked up without a restart.
 */
export async function clientShellWithPageHead(distDir: string, head?: PageHead): Promise<string | null> {
  const shell = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => null);
  return shell && (head ? withPageHead(shell, head) : shell);
}

/**
 * Serves the built client: hashed files under /assets are cached for a year, everything else
 * (the HTML above all) is revalidated. A prerendered route gets its own HTML, which the client
 * hydrates; a screen of the route table gets index.html; any other path gets index.html with a 404
 * (the client shows its not-found page, and crawlers see the truth); unknown /api paths get a JSON 404.
 */
export async function registerClientAssets(app: FastifyInstance, options: { distDir: string; publicOrigin: string }): Promise<void> {
  registerSiteFiles(app, options);
  const hasClient = existsSync(path.join(options.distDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: true,
      // The build writes .br and .gz beside each text file (vite.config.ts); send those when accepted.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashed = path.relative(options.distDir, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', isHashed ? IMMUTABLE : REVALIDATE);
      },
    });
    for (const [route, file] of Object.entries(readPrerenderManifest(options.distDir))) {
      app.get(route, (_request, reply) => reply.sendFile(file));
    }
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api';
    if (!isPage) {
      throw new AppError('NOT_FOUND', `No API route matches ${request.method} ${pathname}.`);
    }
    if (!hasClient) {
      return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`, or `npm run dev` while developing.');
    }
    return reply
      .code(isScreenPath(pathname) ? 200 : 404)
      .header('cache-control', REVALIDATE)
      .sendFile('index.html');
  });
}
