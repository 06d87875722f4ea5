// Apart from billing-fixtures.ts, which the browser tests import too: this one starts apps, and
// the e2e project must not compile the server's test harness.
import { startFakeStripe, STRIPE_TEST_ENV, type FakeStripe } from './fake-stripe-server';
import { createTestApp, type TestApp } from './test-app';

export type BillingApps = { testMode: TestApp; withStripe: TestApp; stripe: FakeStripe };

/**
 * The two billing set-ups a file compares, started before its tests and closed after them: the
 * built-in TEST MODE checkout, and Stripe spoken to on loopback (fake-stripe-server.ts). Read the
 * fields inside tests: they are filled by the file's beforeAll.
 */
export function useBillingApps(): BillingApps {
  const apps = {} as BillingApps;
  beforeAll(async () => {
    apps.stripe = await startFakeStripe();
    [apps.testMode, apps.withStripe] = await Promise.all([createTestApp(), createTestApp({ ...STRIPE_TEST_ENV, STRIPE_API_URL: apps.stripe.origin })]);
  });
  afterAll(async () => {
    await Promise.all([apps.testMode.close(), apps.withStripe.close()]);
    await apps.stripe.close();
  });
  return apps;
}
