import type { Page } from '@playwright/test';
import { SHOWCASE_POSTER_URL } from '../common/rules/video-proxy-url';
import { apiPost } from './accounts';
import { expect, test } from './fixtures';

/** The facade's pixels as the visitor sees them (a screenshot decoded in the page), as grey levels. */
async function facadeGrey(page: Page): Promise<number[]> {
  const png = await page.getByRole('button', { name: /Watch the showcase video/ }).screenshot();
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(48, 48);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0, 48, 48);
    const { data } = context.getImageData(0, 0, 48, 48);
    const grey: number[] = [];
    for (let i = 0; i < data.length; i += 4) grey.push(Math.round(0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!));
    return grey;
  }, png.toString('base64'));
}

/** Sums the page's layout shifts from its first paint on (the CLS of a page nobody scrolls). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
    new PerformanceObserver((list) => list.getEntries().forEach((e) => shifts.push((e as unknown as { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
}

test("the opt-in page shows the showcase video's poster in its facade before any interaction, without shifting the layout (acceptance 1)", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  // A real poster: a demo rendered by the engine. The test server has no showcase chosen (other
  // specs count on that), so this page is handed that poster at the showcase's poster URL.
  const { jobId } = await apiPost(context, context.request, '/api/demo/generate-video', {
    prompt: 'Bamboo toothbrushes that ship plastic-free every month',
    visualStyle: 'watercolor',
  });
  let posterUrl = '';
  await expect(async () => {
    const status = await (await context.request.get(`/api/demo/videos/${jobId}/status`)).json();
    expect(status.posterUrl).toEqual(expect.any(String));
    posterUrl = status.posterUrl;
  }).toPass({ timeout: 60_000, intervals: [1000] });
  const poster = await context.request.get(posterUrl);
  expect(poster.headers()['content-type']).toBe('image/jpeg');
  const posterBytes = await poster.body();
  await page.route(`**${SHOWCASE_POSTER_URL}`, (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: posterBytes }));

  const shifted = await watchLayoutShifts(page);
  const posterLoaded = page.waitForResponse((r) => r.url().endsWith(SHOWCASE_POSTER_URL));
  await page.goto('/');
  expect((await posterLoaded).status()).toBe(200);
  const facade = page.getByRole('button', { name: /Watch the showcase video/ });
  await expect(facade).toBeVisible();
  expect(await facade.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(SHOWCASE_POSTER_URL);
  // the poster was fetched by the style sheet, before any click
  expect(
    await page.evaluate(
      (url) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(url) && (e as PerformanceResourceTiming).initiatorType === 'css'),
      SHOWCASE_POSTER_URL,
    ),
  ).toBe(true);
  const withPoster = await facadeGrey(page);
  expect(await shifted()).toBeLessThanOrEqual(0.02);

  // the same page as the server answers it with no showcase chosen (404): the plain gradient
  const plainContext = await browser.newContext({ baseURL });
  await plainContext.addInitScript(() => {
    sessionStorage.setItem('intro_seen', 'true');
    localStorage.setItem('cookie-consent', 'declined');
  });
  const plain = await plainContext.newPage();
  await plain.goto('/');
  const withoutPoster = await facadeGrey(plain);
  const difference = withPoster.reduce((sum, grey, i) => sum + Math.abs(grey - withoutPoster[i]!), 0) / withPoster.length;
  expect(difference).toBeGreaterThan(10);
  await plainContext.close();
});
