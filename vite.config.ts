import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 5001);

export default defineConfig({
  root: here('./client'),
  plugins: [react(), tailwindcss()],
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
