import type { BrowserContext, Locator } from '@playwright/test';
import { videoRequest } from '../server/test/studio-fixtures';
import { apiPost, signUpThroughApi } from './accounts';
import { horizontalOverflow, severeAxeViolations } from './axe';
import { expect, test } from './fixtures';

type Video = { id: string; title: string; status: string };

/** Asks for a 5-second studio render through the API, as the video maker would. */
function render(context: BrowserContext, settings: { title: string; visualStyle?: string; aspectRatio?: string }): Promise<Video> {
  return apiPost(context, context.request, '/api/studio/videos', videoRequest({ durationSeconds: 5, ...settings }));
}

/** A poster that arrived and was decoded (a still of the video), marked decorative. */
async function expectPosterShown(poster: Locator) {
  await expect(poster).toHaveAttribute('alt', '');
  await poster.scrollIntoViewIfNeeded();
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

async function waitUntilFinished(context: BrowserContext, count: number) {
  await expect
    .poll(async () => ((await (await context.request.get('/api/studio/videos?status=completed')).json()) as { videos: Video[] }).videos.length, {
      timeout: 90_000,
    })
    .toBe(count);
}

test('the history lists every render with status and cost, filters by status, and the credits tab shows grants and spends @mobile', async ({
  page,
  context,
  isMobile,
}) => {
  test.slow();
  await signUpThroughApi(context, {}, 'create');
  await render(context, { title: 'Alpha espresso ad' });
  await render(context, { title: 'Bravo cold brew ad', visualStyle: 'noir', aspectRatio: '16:9' });

  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Generation History' })).toBeVisible();
  const rows = page.getByTestId('generation');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Bravo cold brew ad');
  await expect(rows.first()).toContainText('5 credits');
  await expect(rows.first()).toContainText('Reelwright engine');
  await expect(page.getByRole('link', { name: 'Alpha espresso ad' })).toHaveAttribute('href', /^\/animation\/.+/);
  // The page polls while renders run: both turn Ready without a reload.
  for (const row of await rows.all()) await expect(row.getByText('Ready')).toBeVisible({ timeout: 150_000 });
  // each finished row shows its poster, a decorative still (the title beside it names the video)
  for (const row of await rows.all()) await expectPosterShown(row.getByTestId('video-poster'));
  expect(await severeAxeViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  const statuses = page.getByRole('tablist', { name: 'Filter by status' });
  await statuses.getByRole('tab', { name: 'Failed' }).click();
  await expect(page.getByRole('heading', { name: 'No videos with this status' })).toBeVisible();
  await expect(page).toHaveURL(/\?status=failed$/);
  await statuses.getByRole('tab', { name: 'Ready' }).click();
  await expect(rows).toHaveCount(2);

  // The header's balance leads to the credit history.
  await page.getByTestId('credit-balance').click();
  await expect(page).toHaveURL(/\/history\?tab=credits$/);
  await expect(page.getByRole('tab', { name: 'Credits' })).toHaveAttribute('aria-selected', 'true');
  // (achievement rewards the finished renders earned, e.g. "Achievement: First Cut", land above
  // these whenever the gamification worker gets to them: this test is about grants and spends)
  const entries = page.getByTestId('ledger-entry').filter({ hasNotText: 'Achievement:' });
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText('Video: Bravo cold brew ad');
  await expect(entries.nth(0)).toContainText('−5');
  await expect(entries.nth(0)).toContainText('130');
  await expect(entries.nth(1)).toContainText('Video: Alpha espresso ad');
  await expect(entries.nth(1)).toContainText('135');
  await expect(entries.nth(2)).toContainText('Welcome bonus');
  await expect(entries.nth(2)).toContainText('+100');
  await expect(entries.nth(2)).toContainText('140');
  await expect(entries.nth(3)).toContainText('Free account credits');
  await expect(entries.nth(3)).toContainText('+40');
  expect(await severeAxeViolations(page)).toEqual([]);

  // The library shows the finished ones, in a grid that fits the screen.
  await page.goto('/video-library');
  await expect(page.getByTestId('library-card')).toHaveCount(2);
  for (const card of await page.getByTestId('library-card').all()) await expectPosterShown(card.getByTestId('video-poster'));
  expect(await severeAxeViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  if (isMobile) await expect(page.getByRole('table')).toHaveCount(0);
});

test('the library searches, filters and sorts finished videos, and the URL keeps the choice', async ({ page, context }) => {
  test.slow();
  await signUpThroughApi(context, {}, 'create');
  await render(context, { title: 'Cold brew noir', visualStyle: 'noir', aspectRatio: '16:9' });
  await render(context, { title: 'Almond latte', visualStyle: 'watercolor', aspectRatio: '1:1' });
  await render(context, { title: 'Morning espresso', visualStyle: 'cinematic', aspectRatio: '9:16' });
  await waitUntilFinished(context, 3);

  await page.goto('/video-library');
  const cards = page.getByTestId('library-card');
  const titles = () => cards.getByRole('heading').allTextContents();
  await expect(cards).toHaveCount(3);
  expect(await titles()).toEqual(['Morning espresso', 'Almond latte', 'Cold brew noir']); // newest first
  await expect(cards.nth(2)).toContainText('Noir · 16:9 Landscape');

  await page.getByRole('searchbox', { name: 'Search by title' }).fill('espresso');
  await expect(page).toHaveURL(/\?q=espresso$/);
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by title' })).toHaveValue('espresso');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('link', { name: 'Morning espresso' })).toHaveAttribute('href', /^\/animation\/.+/);

  await page.getByRole('searchbox', { name: 'Search by title' }).fill('zebra');
  await expect(page.getByRole('heading', { name: 'No videos match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(cards).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Style' }).click();
  await page.getByRole('option', { name: 'Noir' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Cold brew noir');
  await page.getByRole('combobox', { name: 'Style' }).click();
  await page.getByRole('option', { name: 'All styles' }).click();

  await page.getByRole('combobox', { name: 'Aspect ratio' }).click();
  await page.getByRole('option', { name: '1:1 Square' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Almond latte');
  await page.getByRole('combobox', { name: 'Aspect ratio' }).click();
  await page.getByRole('option', { name: 'All aspect ratios' }).click();

  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Title A–Z' }).click();
  await expect(page).toHaveURL(/\?sort=title$/);
  await expect.poll(titles).toEqual(['Almond latte', 'Cold brew noir', 'Morning espresso']);
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Oldest first' }).click();
  await expect.poll(titles).toEqual(['Cold brew noir', 'Almond latte', 'Morning espresso']);

  // Opening a card goes to that video's page.
  await cards.getByRole('link', { name: 'Cold brew noir' }).click();
  await expect(page).toHaveURL(/\/animation\/[^/]+$/);
});

test('a new creator sees the empty states, each with a way to the video maker', async ({ page, context }) => {
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/video-library');
  await expect(page.getByRole('heading', { name: 'No finished videos yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a video' })).toHaveAttribute('href', '/video-maker');
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'No videos yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first video' })).toHaveAttribute('href', '/video-maker');
});
