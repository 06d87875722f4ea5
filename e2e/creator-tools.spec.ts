import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { apiPost, signUpThroughApi } from './accounts';
import { severeAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openSignedOut } from './share-visits';

test("creator tools: a framework fills the video maker; hooks are generated, saved, searched and rendered as variants whose share views /performance counts (not a bot's); the screens pass axe", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000); // three axe audits, two renders (mastered and reviewed) and four share visits on a shared two-core machine
  await signUpThroughApi(context, { name: 'Katherine Johnson' }, 'create');

  // acceptance 2: /script-templates → "Use PAS" fills the video maker with PAS's scenes and the product's name
  await page.goto('/script-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Script templates' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Use / })).toHaveCount(10);
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Use PAS' }).click();
  await expect(page.getByText('Name your product and what it does first')).toBeVisible();
  await page.getByLabel('Product name').fill('Trail Socks');
  await page.getByLabel('What it does for the viewer').fill('run long distances without blisters');
  await page.getByRole('button', { name: 'Use PAS' }).click();
  await expect(page).toHaveURL(/\/video-maker$/);
  const scenes = page.getByTestId('scene');
  await expect(scenes).toHaveCount(4);
  await expect(scenes.nth(0).getByLabel('What it says')).toHaveValue('Still struggling when you want to run long distances without blisters?');
  await expect(scenes.nth(2).getByLabel('What it says')).toHaveValue('Trail Socks lets you run long distances without blisters, without the hassle.');
  await expect(scenes.nth(3).getByLabel('What it says')).toHaveValue('Try Trail Socks now.');

  // /hooks: eight labelled hooks, save two, search the library
  await page.goto('/hooks');
  await page.getByLabel('Product description').fill('Trail running socks that never blister and dry in minutes');
  await page.getByLabel('Audience').fill('Ultra runners');
  await page.getByRole('button', { name: 'Generate hooks' }).click();
  const hooks = page.getByTestId('hook');
  await expect(hooks).toHaveCount(8);
  await expect(hooks.nth(0)).toContainText('Question');
  await expect(hooks.nth(7)).toContainText('Curiosity gap');
  await page.getByRole('button', { name: 'Save: Question hook' }).click();
  await page.getByRole('button', { name: 'Save: Number hook' }).click();
  const library = page.getByRole('list', { name: 'Saved hooks' });
  await expect(library.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(2);
  await page.getByLabel('Search saved hooks').fill('zzz-nothing');
  await expect(page.getByText('No saved hook matches your search.')).toBeVisible();
  await page.getByLabel('Search saved hooks').fill('');
  // a free plan sees the upgrade path instead of the render button
  await expect(page.getByText('Testing hooks as A/B variants is part of the paid plans.')).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  // acceptance 1 (its first half): as a paid user, the two saved hooks render as two variants, the cost shown first
  const checkout = await apiPost(context, context.request, '/api/billing/checkouts', { plan: 'pro', period: 'monthly' });
  await apiPost(context, context.request, `/api/billing/checkouts/${checkout.id}/pay`, {
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
    name: 'Katherine Johnson',
  });
  await page.reload();
  await page.getByLabel('Product description').fill('Trail running socks that never blister and dry in minutes');
  await page.getByRole('checkbox', { name: 'Choose for variants: Question hook' }).check();
  await page.getByRole('checkbox', { name: 'Choose for variants: Number hook' }).check();
  await expect(page.getByTestId('variants-cost')).toContainText('2 videos × 5 credits = 10 credits.');
  await page.getByRole('button', { name: 'Render 2 variants' }).click();
  await expect(page.getByRole('link', { name: 'Open variant B' })).toBeVisible();

  // acceptance 1 (its second half): once their share links are opened by a signed-out person (and
  // not when a bot opens them), /performance shows both variants with their views
  const ids = await Promise.all(
    ['A', 'B'].map(async (v) => (await page.getByRole('link', { name: `Open variant ${v}` }).getAttribute('href'))!.split('/').pop()!),
  );
  const person = (await page.evaluate(() => navigator.userAgent)).replace('HeadlessChrome', 'Chrome');
  for (const id of ids) {
    await expect
      .poll(async () => (await (await context.request.get(`/api/studio/videos/${id}`)).json()).status, { timeout: 240_000, intervals: [1000] })
      .toBe('completed');
    const { url } = await apiPost(context, context.request, `/api/studio/videos/${id}/share`);
    await openSignedOut(browser, baseURL!, url, { userAgent: person });
    await openSignedOut(browser, baseURL!, url, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  }
  await page.goto('/performance');
  const rows = page.getByTestId('performance-row');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row.getByTestId('views')).toHaveText('1');
});

test('creator tools: prompts and the module engines (save a council review, a series calendar as .ics) pass axe', async ({ page, context }) => {
  test.setTimeout(150_000); // two axe audits and two generations
  await signUpThroughApi(context, { name: 'Mary Jackson' }, 'create');

  // /prompts: the starter set and the form
  await page.goto('/prompts');
  await expect(page.getByRole('heading', { name: 'Starter prompts by industry' })).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  // a module engine beside its overview
  await page.goto('/creative-council');
  await expect(page.getByRole('heading', { level: 1, name: 'Creative Council' })).toBeVisible();
  await page.getByLabel('Your concept').fill('A 10-second ad for a reusable notebook that wipes clean');
  await page.getByRole('button', { name: 'Ask the council' }).click();
  await expect(page.getByTestId('engine-result').getByText(/Improvement:/)).toHaveCount(4);
  await page.getByTestId('engine-result').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Saved results' }).getByRole('heading', { name: 'Council: 4 reviews' })).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  // acceptance 4 in the browser: the Temporal Engine's download parses as iCalendar, one event per episode
  await page.goto('/temporal-engine');
  await page.getByLabel('Series theme').fill('Home espresso for beginners, one drink at a time');
  await page.getByLabel('Episodes (2 to 12)').fill('5');
  await page.getByRole('button', { name: 'Plan the series' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download calendar (.ics)' }).click()]);
  expect(download.suggestedFilename()).toBe('series.ics');
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')));
  expect(calendar.getAllSubcomponents('vevent')).toHaveLength(5);
});
