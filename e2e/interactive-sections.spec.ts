import type { Page } from '@playwright/test';
import { CURRICULUM_MODULE_LIST, CURRICULUM_TOTAL_HOURS } from '../common/catalog/curriculum';
import { expect, test } from './fixtures';

// Every state machine runs on Playwright's fake clock. It flows while the page loads (the app
// needs timers to start), then pauses before the test touches the section, so from the first
// click on timings are asserted to the millisecond and nothing moves unless the test says so.
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A margin, since the fake clock keeps flowing until the pause lands.
  await page.clock.pauseAt(new Date(now + 2000));
}

async function openSection(page: Page, label: string, headingName: string | RegExp) {
  await page.clock.install();
  await page.goto('/landing-full');
  await page.locator(`[data-section="${label}"]`).scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: headingName });
  await expect(section).toBeVisible();
  await pauseClock(page);
  return section;
}

test('tool unlock: click unlocks one; auto-reveal one per 500 ms to six; reset clears', async ({ page }) => {
  const section = await openSection(page, 'Tool unlock', 'Unlock your $12,000 toolkit');
  const tools = section.getByRole('listitem').getByRole('button');
  const unlocked = () => section.locator('button[aria-pressed="true"]');
  const progress = section.getByRole('progressbar');
  await tools.nth(2).click();
  await expect(unlocked()).toHaveCount(1);
  await section.getByRole('button', { name: 'Auto-Reveal All' }).click();
  await expect(section.getByRole('button', { name: 'Auto-Reveal All' })).toBeDisabled();
  await page.clock.runFor(499);
  await expect(unlocked()).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(unlocked()).toHaveCount(2);
  await expect(progress).toHaveAttribute('aria-valuenow', '33');
  await page.clock.runFor(2000);
  await expect(unlocked()).toHaveCount(6);
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await section.getByRole('button', { name: 'Reset Preview' }).click();
  await expect(unlocked()).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Auto-Reveal All' })).toBeEnabled();
});

test('achievement preview: 2 s highlight, 3 s celebration after all four locked were previewed', async ({ page }) => {
  const section = await openSection(page, 'Achievement preview', 'Achievements you can earn');
  await expect(section.getByText('Unlocked', { exact: true })).toHaveCount(2);
  const locked = section.getByRole('listitem').getByRole('button');
  await expect(locked).toHaveCount(4);
  await locked.nth(0).click();
  const first = section.getByTestId('achievement-streak-7');
  await expect(first).toHaveAttribute('data-highlighted', 'true');
  await page.clock.runFor(1999);
  await expect(first).toHaveAttribute('data-highlighted', 'true');
  await page.clock.runFor(1);
  await expect(first).not.toHaveAttribute('data-highlighted');
  const celebration = section.getByText('You have previewed every locked achievement');
  for (const index of [1, 2]) await locked.nth(index).click();
  await expect(celebration).toHaveCount(0);
  await locked.nth(3).click();
  await expect(celebration).toBeVisible();
  await page.clock.runFor(2999);
  await expect(celebration).toBeVisible();
  await page.clock.runFor(1);
  await expect(celebration).toHaveCount(0);
});

test('roadmap: auto-play every 3 s, stops on the last stage, play disabled there, visited marks, reset', async ({ page }) => {
  const section = await openSection(page, 'Roadmap', 'Your roadmap, stage by stage');
  const current = section.locator('[aria-current="step"]');
  await expect(current).toHaveText('Learn');
  await section.getByRole('button', { name: 'Play' }).click();
  await page.clock.runFor(2999);
  await expect(current).toHaveText('Learn');
  await page.clock.runFor(1);
  await expect(current).toHaveText(/^Practise/);
  await page.clock.runFor(9000);
  await expect(current).toHaveText(/^Scale/);
  await expect(section.getByRole('button', { name: /^(Play|Pause)$/ })).toHaveText('Play');
  await expect(section.getByRole('button', { name: 'Play' })).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Next Stage' })).toBeDisabled();
  await page.clock.runFor(6000);
  await expect(current).toHaveText(/^Scale/);
  await expect(section.getByRole('button', { name: /\(Visited\)/ })).toHaveCount(4);
  await section.getByRole('button', { name: 'Reset' }).click();
  await expect(current).toHaveText('Learn');
  await expect(section.getByRole('button', { name: /\(Visited\)/ })).toHaveCount(0);
  await section.getByRole('button', { name: 'Next Stage' }).click();
  await expect(current).toHaveText(/^Practise/);
  await section.getByRole('button', { name: /^Deliver/ }).click();
  await expect(current).toHaveText(/^Deliver/);
});

test('revenue race: one day per 150 ms, capped totals, result panel at day 30', async ({ page }) => {
  const section = await openSection(page, 'Revenue race', '30-day revenue race');
  await section.getByRole('button', { name: 'Start Race' }).click();
  await expect(section.getByRole('button', { name: 'Start Race' })).toBeDisabled();
  await page.clock.runFor(149);
  await expect(section.getByTestId('race-day')).toHaveText('Day 0 of 30');
  await page.clock.runFor(1);
  await expect(section.getByTestId('race-day')).toHaveText('Day 1 of 30');
  await expect(section.getByTestId('race-manual')).toHaveText('$400');
  await expect(section.getByTestId('race-ai')).toHaveText('$5,000');
  await expect(section.getByTestId('race-result')).toHaveCount(0);
  await page.clock.runFor(150 * 29);
  await expect(section.getByTestId('race-day')).toHaveText('Day 30 of 30');
  await expect(section.getByTestId('race-manual')).toHaveText('$12,000');
  await expect(section.getByTestId('race-ai')).toHaveText('$150,000');
  await expect(section.getByTestId('race-result')).toHaveText('Reelwright finished $138,000 ahead.');
  await page.clock.runFor(3000);
  await expect(section.getByTestId('race-day')).toHaveText('Day 30 of 30');
  await expect(section.getByRole('button', { name: 'Start Race' })).toBeDisabled();
  await section.getByRole('button', { name: 'Reset' }).click();
  await expect(section.getByTestId('race-day')).toHaveText('Day 0 of 30');
  await expect(section.getByRole('button', { name: 'Start Race' })).toBeEnabled();
});

test('path chooser: a choice shows its result, Choose Different Path goes back', async ({ page }) => {
  const section = await openSection(page, 'Path chooser', 'Choose your path');
  for (const title of ['Solo Creator', 'Agency Builder', 'Media Empire']) await expect(section.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await section.getByRole('button', { name: /Media Empire/ }).click();
  await expect(section.getByRole('heading', { name: 'Media Empire' })).toBeVisible();
  await expect(section.getByText('$50K+ / month')).toBeVisible();
  await section.getByRole('button', { name: 'Choose Different Path' }).click();
  await expect(section.getByRole('button', { name: /Solo Creator/ })).toBeVisible();
});

test('virality: five nodes one per 800 ms, button disabled while running, completion at 100%', async ({ page }) => {
  const section = await openSection(page, 'Virality', 'How one video spreads');
  const button = section.getByRole('button', { name: 'Reveal The Code' });
  await button.click();
  await expect(button).toBeDisabled();
  await page.clock.runFor(799);
  await expect(section.locator('g[data-active]')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(section.locator('g[data-active]')).toHaveCount(1);
  await expect(section.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await page.clock.runFor(2400);
  await expect(section.locator('g[data-active]')).toHaveCount(4);
  await expect(section.getByText('Virality unlocked')).toHaveCount(0);
  await page.clock.runFor(800);
  await expect(section.locator('g[data-active]')).toHaveCount(5);
  await expect(section.getByText('Virality unlocked: 100% of the code revealed.')).toBeVisible();
  await expect(button).toBeEnabled();
});

test('styles zoom: 2% every 200 ms to 100, cycling through the 13 styles', async ({ page }) => {
  const section = await openSection(page, 'Styles zoom', '13 visual styles, infinite looks');
  const current = section.getByTestId('styles-current');
  await expect(section.getByRole('listitem')).toHaveCount(13);
  await expect(current).toHaveText(/Pixar/);
  await section.getByRole('button', { name: 'Witness Infinity' }).click();
  await page.clock.runFor(200);
  await expect(section.getByText('Depth 2%')).toBeVisible();
  await expect(current).toHaveText(/Cinematic/);
  await page.clock.runFor(200 * 11);
  await expect(current).toHaveText(/Noir/);
  await page.clock.runFor(200);
  await expect(current).toHaveText(/Pixar/);
  await expect(section.getByText('Depth 26%')).toBeVisible();
  await page.clock.runFor(200 * 37);
  await expect(section.getByText('Depth 100%')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Witness Infinity' })).toBeDisabled();
  await page.clock.runFor(2000);
  await expect(section.getByText('Depth 100%')).toBeVisible();
  await section.getByRole('button', { name: 'Reset' }).click();
  await expect(section.getByText('Depth 0%')).toBeVisible();
});

test('wealth slider: messages, $12K–$150K / 1–100 clients / 0–6 months, a sound per change and a special one at 100', async ({ page }) => {
  await page.addInitScript(() => {
    const tones: number[] = [];
    Object.assign(window, { __tones: tones });
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      tones.push(Date.now());
      return original.call(this);
    };
  });
  const section = await openSection(page, 'Wealth slider', 'Slide to your ambition');
  const slider = section.getByRole('slider');
  const tones = () => page.evaluate(() => (window as unknown as { __tones: number[] }).__tones.length);
  await expect(section.getByTestId('slider-message')).toHaveText('Every empire starts at zero. Slide to see where yours could go.');
  await expect(section.getByTestId('slider-revenue')).toHaveText('$12,000');
  await slider.fill('50');
  await expect(section.getByTestId('slider-message')).toHaveText('Keep going: every notch adds clients and revenue.');
  await expect(section.getByTestId('slider-revenue')).toHaveText('$81,000');
  await expect(section.getByTestId('slider-clients')).toHaveText('51');
  await expect(section.getByTestId('slider-months')).toHaveText('3');
  expect(await tones()).toBe(1);
  await slider.fill('100');
  await expect(section.getByTestId('slider-message')).toHaveText('Maximum ambition! This is the Media Empire path.');
  await expect(section.getByTestId('slider-revenue')).toHaveText('$150,000');
  await expect(section.getByTestId('slider-clients')).toHaveText('100');
  await expect(section.getByTestId('slider-months')).toHaveText('6');
  expect(await tones()).toBe(5); // the fanfare is four notes
});

test('tone dial: the tone changes after a 300 ms transition', async ({ page }) => {
  const section = await openSection(page, 'Tone dial', 'Turn the tone dial');
  const sample = section.getByTestId('tone-sample');
  await expect(section.getByRole('radio')).toHaveCount(4);
  await expect(sample).toHaveAttribute('data-tone', 'rational');
  await section.getByRole('radio', { name: 'Hilarious' }).click();
  await expect(section.getByRole('radio', { name: 'Hilarious' })).toHaveAttribute('aria-checked', 'true');
  await page.clock.runFor(299);
  await expect(sample).toHaveAttribute('data-tone', 'rational');
  await page.clock.runFor(1);
  await expect(sample).toHaveAttribute('data-tone', 'hilarious');
  await expect(sample).toContainText('My mop filed for unemployment');
});

test('workflow race: idle, running, ai-complete at 1000 ms, manual-complete at 7400 ms, back to idle', async ({ page }) => {
  const section = await openSection(page, 'Workflow race', 'Manual workflow vs Reelwright');
  const race = section.getByTestId('workflow-race');
  await expect(race).toHaveAttribute('data-status', 'idle');
  await section.getByRole('button', { name: 'Launch Race' }).click();
  await expect(race).toHaveAttribute('data-status', 'running');
  await page.clock.runFor(300);
  await expect(section.getByTestId('ai-progress')).toHaveText('1/3');
  await page.clock.runFor(699);
  await expect(race).toHaveAttribute('data-status', 'running');
  await page.clock.runFor(1);
  await expect(race).toHaveAttribute('data-status', 'ai-complete');
  await expect(section.getByTestId('manual-progress')).toHaveText('1/9');
  await page.clock.runFor(6399);
  await expect(section.getByTestId('manual-progress')).toHaveText('8/9');
  await page.clock.runFor(1);
  await expect(race).toHaveAttribute('data-status', 'manual-complete');
  await section.getByRole('button', { name: 'Reset & Replay' }).click();
  await expect(race).toHaveAttribute('data-status', 'idle');
  await expect(section.getByTestId('manual-progress')).toHaveText('0/9');
});

test('live activity ticker: a different line every 4 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/landing-full');
  const line = page.getByTestId('ticker-line');
  await expect(line).not.toBeEmpty();
  await pauseClock(page);
  // The interval started with the page, so first find its phase to within 100 ms…
  let shown = await line.textContent();
  for (let waited = 0; (await line.textContent()) === shown; waited += 100) {
    expect(waited).toBeLessThanOrEqual(4000);
    await page.clock.runFor(100);
  }
  shown = await line.textContent();
  // …then the next change comes between 3.9 and 4.1 s later.
  await page.clock.runFor(3899);
  await expect(line).toHaveText(shown!);
  await page.clock.runFor(201);
  await expect(line).not.toHaveText(shown!);
});

test('curriculum: seven modules, each startable, hours from the content (ADR 045)', async ({ page }) => {
  const section = await openSection(page, 'Curriculum', 'Seven modules from first prompt to full studio');
  await expect(section.getByRole('listitem')).toHaveCount(7);
  await expect(section.getByText(`${CURRICULUM_TOTAL_HOURS} hours of lessons and practice`, { exact: false })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Start Learning' })).toHaveCount(7);
  for (const module of CURRICULUM_MODULE_LIST) {
    await expect(
      section.getByRole('listitem', { name: `Module ${module.number}: ${module.title}` }).getByRole('link', { name: 'Start Learning' }),
    ).toHaveAttribute('href', module.route);
  }
  await expect(section.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
});

test('static promotional sections: timeline and tiers', async ({ page }) => {
  const timeline = await openSection(page, 'Wealth timeline', 'Your 12-month wealth timeline');
  await expect(timeline.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(4);
  await expect(timeline.getByText('$288,000 in 12 months')).toBeVisible();
  await page.locator('[data-section="Tier comparison"]').scrollIntoViewIfNeeded();
  const tiers = page.getByRole('region', { name: 'Compare the tiers' });
  await expect(tiers.getByRole('article')).toHaveCount(3);
  await expect(tiers.getByRole('article', { name: 'Business' }).getByText('MOST POPULAR')).toBeVisible();
});

test('the demo slot plays the showcase video an admin chose, or the fallback while there is none', async ({ page }) => {
  await page.goto('/landing-full');
  const demo = page.locator('#demo');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByTestId('showcase-video').or(demo.getByText('Preview Coming Soon'))).toBeVisible();
});
