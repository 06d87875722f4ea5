import { test as base, expect } from '@playwright/test';

type Options = { skipIntro: boolean; decideCookies: boolean };

/**
 * Every page starts with the intro already seen and the cookie question answered, unless a test
 * opts out, so that tests about other things see the screen a returning visitor sees. Any CSP
 * violation, hydration mismatch or uncaught page error fails the test.
 */
export const test = base.extend<Options & { problems: string[] }>({
  // Each test is its own visitor (the e2e server trusts X-Forwarded-For), so per-IP limits such as
  // sign-ups per hour only meet the tests that aim at them.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 254) + 1;
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
  skipIntro: [true, { option: true }],
  decideCookies: [true, { option: true }],
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy|Refused to|^\[hydration\]/i.test(msg.text())) problems.push(msg.text());
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
    },
    { auto: true },
  ],
  page: async ({ page, skipIntro, decideCookies }, use) => {
    await page.addInitScript(
      ({ skipIntro, decideCookies }) => {
        if (skipIntro) sessionStorage.setItem('intro_seen', 'true');
        if (decideCookies && !localStorage.getItem('cookie-consent')) localStorage.setItem('cookie-consent', 'declined');
      },
      { skipIntro, decideCookies },
    );
    // A prerendered page (scripts/prerender.ts) is on screen before React has hydrated it; act
    // on it once React handles input, as on a client-rendered page whose content comes with React.
    const hydrated = () => page.waitForFunction(() => !('prerendered' in document.documentElement.dataset) || 'hydrated' in document.documentElement.dataset);
    const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
});

test.afterEach(({ problems }) => {
  expect(problems, 'CSP violations or page errors').toEqual([]);
});

export { expect };
