import { signUpThroughApi } from './accounts';
import { horizontalOverflow, severeAxeViolations } from './axe';
import { expect, test } from './fixtures';

test('/voice-library lists every voice with the plan that unlocks it, plays a preview from the server, and passes axe @mobile', async ({ page, context }) => {
  test.setTimeout(60_000); // the first preview of a voice is synthesised on the server
  await signUpThroughApi(context, { name: 'Grace Hopper' }, 'create');
  await page.goto('/voice-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Voice Library' })).toBeVisible();
  const cards = page.getByTestId('voice-card');
  await expect(cards).toHaveCount(10);
  // issue 16, acceptance 6: every preview button has an accessible name that says whose voice it is
  await expect(page.getByRole('button', { name: /^Play preview of / })).toHaveCount(10);
  await expect(cards.filter({ hasText: 'Olivia' })).toContainText('Locked: needs the Pro plan');
  await expect(cards.filter({ hasText: 'Ava' })).toContainText('Free');
  expect(await severeAxeViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // a preview plays: the page's audio element fetches the server's preview (200 or 206, audio/*)
  const fetched = page.waitForResponse((response) => response.url().endsWith('/api/voices/ava-en/preview'));
  const play = page.getByRole('button', { name: 'Play preview of Ava, English, female' });
  await play.focus();
  await page.keyboard.press('Enter');
  const response = await fetched;
  expect([200, 206]).toContain(response.status());
  expect(response.headers()['content-type']).toMatch(/^audio\//);
  await expect(page.getByRole('button', { name: 'Stop preview of Ava, English, female' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => page.getByTestId('voice-preview-audio').evaluate((audio: HTMLAudioElement) => audio.currentSrc))
    .toMatch(/\/api\/voices\/ava-en\/preview$/);
  // one preview at a time: starting Max stops Ava
  await page.getByRole('button', { name: 'Play preview of Max, English, male' }).click();
  await expect(page.getByRole('button', { name: 'Play preview of Ava, English, female' })).toHaveAttribute('aria-pressed', 'false');
  expect(await severeAxeViolations(page)).toEqual([]);
});

test('a preview plays to its end and again with one press; switching voices mid-play stops the first and plays the second (issue 33)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // each voice's first preview is synthesised on the server
  await signUpThroughApi(context, { name: 'Grace Hopper' }, 'create');
  await page.goto('/voice-library');
  const audio = page.getByTestId('voice-preview-audio');
  const playing = () =>
    audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 0 && element.currentSrc.split('/api/voices/')[1]);
  const ava = {
    play: page.getByRole('button', { name: 'Play preview of Ava, English, female' }),
    stop: page.getByRole('button', { name: 'Stop preview of Ava, English, female' }),
  };
  const max = {
    play: page.getByRole('button', { name: 'Play preview of Max, English, male' }),
    stop: page.getByRole('button', { name: 'Stop preview of Max, English, male' }),
  };

  // to its end: the button goes back to "Play", and one press plays it again
  await ava.play.click();
  await expect(ava.stop).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(playing, { timeout: 30_000 }).toBe('ava-en/preview');
  await expect(ava.play).toHaveAttribute('aria-pressed', 'false', { timeout: 30_000 });
  await expect(audio).toHaveJSProperty('ended', true);
  await ava.play.click();
  await expect(ava.stop).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(playing).toBe('ava-en/preview');

  // switching mid-play: Ava stops, Max plays, each button names what a press would do
  await max.play.click();
  await expect(ava.play).toHaveAttribute('aria-pressed', 'false');
  await expect(max.stop).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(playing, { timeout: 30_000 }).toBe('max-en/preview');
  await expect(page.getByRole('button', { name: /^Stop preview of / })).toHaveCount(1);

  // stop: one press, the audio pauses and every button offers to play
  await max.stop.click();
  await expect(max.play).toHaveAttribute('aria-pressed', 'false');
  await expect(audio).toHaveJSProperty('paused', true);
  await expect(page.getByRole('button', { name: /^Play preview of / })).toHaveCount(10);
});
