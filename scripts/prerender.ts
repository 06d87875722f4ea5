// Build step (run by vite.config.ts after the client build): renders the public routes listed in
// client/src/app/prerendered-routes.ts to HTML, so the browser paints them before any JavaScript
// runs; the client then hydrates that HTML (client/src/main.tsx). Writes, under client/dist:
//   prerendered/<route>.html (+ .br/.gz)   the page: index.html with the rendered app inside #root
//   prerendered/routes.json                route → file, read by the server (server/src/http/client-assets.ts)
//   assets/pre-paint-<hash>.js             the classic script those pages run before their first paint
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type AliasOptions } from 'vite';
import { PAGE_DESCRIPTIONS } from '../common/page-descriptions.ts';
import { PRERENDER_MANIFEST_FILE, type PrerenderManifest } from '../common/prerender-manifest.ts';
import type { PublicRoute } from '../common/routes.ts';
import { previewTags, withPageHead } from '../common/page-head.ts';
import { writePrecompressed } from './lib/precompress.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const clientSrc = path.join(repo, 'client/src');
// Inside the repository so the server bundle resolves react & co from node_modules.
const workDir = path.join(repo, 'node_modules/.cache/reelwright-prerender');

type ServerEntry = { PRERENDERED_ROUTES: readonly string[]; renderRoute: (route: string) => Promise<string> };

/** `/` → prerendered/index.html, `/pricing` → prerendered/pricing.html. */
export function prerenderedFile(route: string): string {
  return `prerendered/${route === '/' ? 'index' : route.slice(1)}.html`;
}

const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[e] ?? "'");

/**
 * The page's own description (common/page-descriptions.ts) in place of index.html's, and the link
 * preview's tags: a crawler or a chat app reads them without running the page's JavaScript.
 */
function withLinkPreview(html: string, titleHtml: string, description: string | undefined): string {
  if (!description) return html;
  const title = unescapeHtml(titleHtml);
  return withPageHead(html, { title, description, meta: previewTags({ title, description }) });
}

/** index.html with the page's markup in #root, its title, description and link-preview tags, and the pre-paint script in <head>. */
export function pageHtml(template: string, markup: string, prePaintSrc: string, description?: string): string {
  // React hoists the page's <title> to the front of its output; it belongs in <head>.
  const title = /^<title>(.*?)<\/title>/.exec(markup);
  if (!title) throw new Error('A prerendered page must render a <title> first.');
  const body = markup.slice(title[0].length);
  // A Suspense boundary in the HTML hydrates separately, and synchronously (a long task) once the
  // session check changes a context above it; one that suspended is even rendered again.
  if (body.includes('<!--$')) throw new Error('A prerendered page must not contain a Suspense boundary (see client/src/app/screen-outlet.tsx).');
  const html = withLinkPreview(template, title[1]!, description)
    .replace('<html lang="en">', '<html lang="en" data-prerendered>')
    .replace(/<title>.*?<\/title>/, `${title[0]}\n    <script src="${prePaintSrc}"></script>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (!html.includes(body) || !html.includes(prePaintSrc) || !html.includes('data-prerendered'))
    throw new Error('index.html lacks the <html lang="en">, <title> or <div id="root"></div> the prerender fills in.');
  return html;
}

async function buildServerEntry(alias: AliasOptions): Promise<ServerEntry> {
  const outDir = path.join(workDir, 'server');
  await build({
    configFile: false,
    root: repo,
    logLevel: 'warn',
    resolve: { alias },
    plugins: [react()],
    build: { ssr: path.join(clientSrc, 'app/prerender.tsx'), outDir, emptyOutDir: true, minify: false },
  });
  return (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as ServerEntry;
}

/** Builds the pre-paint script as a classic script with a content hash in its name; returns its URL. */
async function buildPrePaint(alias: AliasOptions, distDir: string): Promise<string> {
  const outDir = path.join(workDir, 'pre-paint');
  await build({
    configFile: false,
    root: repo,
    logLevel: 'warn',
    resolve: { alias },
    build: {
      outDir,
      emptyOutDir: true,
      lib: { entry: path.join(clientSrc, 'app/pre-paint.ts'), formats: ['iife'], name: 'reelwrightPrePaint', fileName: () => 'pre-paint.js' },
    },
  });
  const code = await readFile(path.join(outDir, 'pre-paint.js'));
  const name = `assets/pre-paint-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(distDir, name), code);
  await writePrecompressed(path.join(distDir, name), code);
  return `/${name}`;
}

export async function prerender({ distDir, alias }: { distDir: string; alias: AliasOptions }): Promise<void> {
  try {
    const prePaintSrc = await buildPrePaint(alias, distDir);
    const { PRERENDERED_ROUTES, renderRoute } = await buildServerEntry(alias);
    const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
    const manifest: PrerenderManifest = {};
    for (const route of PRERENDERED_ROUTES) {
      const file = prerenderedFile(route);
      const html = pageHtml(template, await renderRoute(route), prePaintSrc, PAGE_DESCRIPTIONS[route as PublicRoute]);
      const target = path.join(distDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, html);
      await writePrecompressed(target, html);
      manifest[route] = file;
    }
    await writeFile(path.join(distDir, PRERENDER_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
