import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * `npm run test:chaos`: two API instances, two workers and one PostgreSQL that the test stops and
 * starts (docs/decisions/030-two-instances-and-restarts.md). One file, one process, in sequence.
 */
export default defineConfig({
  resolve: { alias: { '@common': here('./common'), '@': here('./client/src') } },
  test: {
    name: 'chaos',
    globals: true,
    environment: 'node',
    include: ['server/test/chaos/**/*.chaos.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 150_000,
  },
});
