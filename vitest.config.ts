import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@common': here('./common'), '@': here('./client/src') };

export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    // Vitest's default (one less than the cores) is a single worker on a 2-core CI machine, which then
    // waits on PostgreSQL and ffmpeg in turn: three took the run from 14.3 to 8.4 minutes there.
    maxWorkers: Math.max(3, os.availableParallelism()),
    // Three workers on two cores: a test may wait its turn for the CPU. The limit is a safety net
    // for a hung test, not a speed target (speed lives in bench/), so it allows for that wait.
    testTimeout: 20_000,
    projects: [
      { resolve: { alias }, test: { name: 'common', globals: true, environment: 'node', include: ['common/**/*.test.ts'], testTimeout: 20_000 } },
      // the lint rules' own tests; tooling/lint-fixtures/ holds planted violations, not tests
      { test: { name: 'tooling', globals: true, environment: 'node', include: ['tooling/*.test.ts'], testTimeout: 60_000 } },
      {
        resolve: { alias },
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          globals: true,
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          // a project does not inherit the root's limit
          testTimeout: 20_000,
        },
      },
    ],
  },
});
