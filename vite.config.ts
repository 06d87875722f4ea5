import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 5001);

/**
 * Writes `.br` and `.gz` beside every text file of the build, compressed once at the highest
 * levels, so the server (@fastify/static `preCompressed`) sends them without compressing per
 * request: the landing's JavaScript goes over the wire at a quarter of its size.
 */
function precompress(): Plugin {
  return {
    name: 'reelwright-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? here('./client/dist');
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /\.(js|css|html|svg|json)$/.test(file.fileName))
          .map(async (file) => {
            const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
            if (source.length < 1024) return;
            const target = path.join(outDir, file.fileName);
            await writeFile(`${target}.gz`, gzipSync(source, { level: 9 }));
            await writeFile(`${target}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          }),
      );
    },
  };
}

export default defineConfig({
  root: here('./client'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@common': here('./common'), '@': here('./client/src') },
  },
  build: {
    outDir: here('./client/dist'),
    emptyOutDir: true,
    // Hashed file names under /assets are what the server caches as immutable.
    assetsDir: 'assets',
    sourcemap: false,
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
