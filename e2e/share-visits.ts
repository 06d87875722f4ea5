import type { Browser } from '@playwright/test';
import { expect } from './fixtures';

/** A visitor who is not signed in opens the share link (as this user agent) and, when told, plays the video to its end. */
export async function openSignedOut(browser: Browser, baseURL: string, url: string, options: { userAgent: string; play?: boolean }) {
  const context = await browser.newContext({ baseURL, userAgent: options.userAgent });
  await context.addInitScript(() => {
    sessionStorage.setItem('intro_seen', 'true');
    localStorage.setItem('cookie-consent', 'declined');
  });
  const page = await context.newPage();
  const counted = page.waitForResponse((r) => /\/api\/share\/[^/]+$/.test(new URL(r.url()).pathname));
  await page.goto(url);
  expect((await counted).status()).toBe(200);
  if (options.play) {
    const video = page.getByTestId('studio-video');
    const complete = page.waitForRequest((r) => r.url().endsWith('/api/performance/beacons') && r.postDataJSON().kind === 'complete', { timeout: 30_000 });
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await complete;
  }
  await context.close();
}
