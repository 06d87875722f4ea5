import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testBrowserPath } from './scripts/lib/test-browser-path.mjs';
import { findFreePort } from './server/src/db/embedded-postgres';

// Chosen once in the runner; workers load this file again and inherit these through the environment.
process.env.E2E_PORT ??= String(await findFreePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'reelwright-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** Signs up as an admin in the tests that read the mail outbox. */
export const E2E_ADMIN_EMAIL = 'e2e-admin@reelwright.example';
/** A second admin, so the showcase test never races the auth tests for the first one's sign-up. */
export const E2E_SHOWCASE_ADMIN_EMAIL = 'e2e-showcase-admin@reelwright.example';
/** The admin of the lead screens' test. */
export const E2E_LEADS_ADMIN_EMAIL = 'e2e-leads-admin@reelwright.example';
/** The admin who reads the outbox in the account self-service test. */
export const E2E_ACCOUNT_ADMIN_EMAIL = 'e2e-account-admin@reelwright.example';
/** The admin of the every-route axe test (e2e/every-route-axe.spec.ts). */
export const E2E_AXE_ADMIN_EMAIL = 'e2e-axe-admin@reelwright.example';
/** The admin who walks the studio navigation (e2e/studio-navigation.spec.ts). */
export const E2E_NAV_ADMIN_EMAIL = 'e2e-nav-admin@reelwright.example';
/** The admin who reads the team invitation from the outbox (e2e/team-certificates.spec.ts). */
export const E2E_TEAM_ADMIN_EMAIL = 'e2e-team-admin@reelwright.example';
/** The admin who reviews a credit-back request (e2e/money-back.spec.ts). */
export const E2E_REFUNDS_ADMIN_EMAIL = 'e2e-refunds-admin@reelwright.example';
/** The admin who disables an account on the admin users screen (e2e/admin-users.spec.ts). */
export const E2E_USERS_ADMIN_EMAIL = 'e2e-users-admin@reelwright.example';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Three on a 2-core machine: a test waits on the app and the browser in turn, and three kept both
  // cores busier than two (auth and landing-links specs: 100 s with 3, 130 s with 2, 115 s with 4).
  workers: Math.max(3, Math.floor(os.availableParallelism() / 2)),
  // Playwright's own recommendation for CI (.ci/run sets REQUIRE_E2E=1): one retry. A test that
  // passes only on its retry is listed as "flaky" in the report, so a timing flake on the shared
  // 2-core machine is seen and fixed without failing the run; a real defect fails both attempts.
  retries: process.env.CI || process.env.REQUIRE_E2E === '1' ? 1 : 0,
  // A 2-core CI machine runs two browsers, the app and its renders at once: 30 s timed out tests that were only slow.
  timeout: 60_000,
  // a cold studio screen is a chain of lazy chunks and API calls: 10 s ran out on a loaded machine
  expect: { timeout: 20_000 },
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // @mobile runs a test on both; @mobile-only on the phone alone (e.g. the menu a desktop never shows)
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile-only/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // tests pose as different visitors through X-Forwarded-For (e2e/fixtures.ts)
      TRUST_PROXY: 'true',
      ADMIN_EMAILS: `${E2E_ADMIN_EMAIL},${E2E_SHOWCASE_ADMIN_EMAIL},${E2E_LEADS_ADMIN_EMAIL},${E2E_ACCOUNT_ADMIN_EMAIL},${E2E_AXE_ADMIN_EMAIL},${E2E_NAV_ADMIN_EMAIL},${E2E_TEAM_ADMIN_EMAIL},${E2E_REFUNDS_ADMIN_EMAIL},${E2E_USERS_ADMIN_EMAIL}`,
      // no seeded showcase renders: they would compete for the CPU with the renders a test waits for
      SEED_SHOWCASE: 'false',
      // the reading gate's test-only time source (ADR 045): e2e/learning.spec.ts rewinds lesson-open times instead of waiting
      LEARNING_TEST_CLOCK: 'true',
      // e2e/product-import.spec.ts imports product pages from a shop it serves on loopback (docs/decisions/060)
      PRODUCT_IMPORT_ALLOW_PRIVATE: 'true',
      // half the frames of a delivered video: the suite queues dozens of renders on one 2-core worker,
      // and a render waiting its turn is what timed tests out (frame rates are tested in delivery.test.ts)
      LOCAL_RENDER_FPS: '12',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
