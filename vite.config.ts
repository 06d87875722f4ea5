import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPRESSIBLE, writePrecompressed } from './scripts/lib/precompress.ts';
import { prerender } from './scripts/prerender.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 5001);
const alias = { '@common': here('./common'), '@': here('./client/src') };
const outDir = here('./client/dist');

/**
 * Writes `.br` and `.gz` beside every text file of the build (scripts/lib/precompress.ts), so the
 * server sends the landing's JavaScript at a quarter of its size without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'reelwright-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      await Promise.all(
        Object.values(bundle)
          .filter((file) => COMPRESSIBLE.test(file.fileName))
          .map((file) => writePrecompressed(path.join(dir, file.fileName), file.type === 'chunk' ? file.code : Buffer.from(file.source))),
      );
    },
  };
}

/** After the client build, renders the prerendered public routes to HTML (scripts/prerender.ts). */
function prerenderPublicPages(): Plugin {
  return {
    name: 'reelwright-prerender',
    apply: 'build',
    async closeBundle(error) {
      if (!error) await prerender({ distDir: outDir, alias });
    },
  };
}

export default defineConfig({
  root: here('./client'),
  plugins: [react(), tailwindcss(), precompress(), prerenderPublicPages()],
  resolve: { alias },
  build: {
    outDir,
    emptyOutDir: true,
    // Hashed file names under /assets are what the server caches as immutable.
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The catalogue (common/catalog) is read by nearly every screen: one chunk, not five, keeps
        // the entry's preload lists (which the opt-in page pays for) from growing per catalogue file.
        // The achievements stay out of it: only the landing's achievement preview reads them.
        // TanStack Query in one chunk too: every page loads it, and three small chunks cost each
        // public page 1.3-2.4 KB more gzipped than one (measured with `npm run size`).
        codeSplitting: {
          groups: [
            { name: 'catalog', test: /[\\/]common[\\/]catalog[\\/](?!achievements)|[\\/]client[\\/]src[\\/]content[\\/]plans\.ts$/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
