import { randomUUID } from 'node:crypto';
import { apiPost, signUpThroughApi } from './accounts';
import { horizontalOverflow, severeAxeViolations } from './axe';
import { expect, test } from './fixtures';

test('the video page shows the quality report of a real voiced render as a list of checks, with the package download, and passes axe at desktop and phone width', async ({
  page,
  context,
}) => {
  test.slow();
  await signUpThroughApi(context, {}, 'create');
  const video = await apiPost(context, context.request, '/api/studio/videos', {
    description: 'GlimmerFox: a night light that tells bedtime stories, for kids who hate the dark',
    title: 'GlimmerFox',
    visualStyle: 'pixar',
    aspectRatio: '9:16',
    durationSeconds: 6,
    tone: 'curious',
    scenes: [
      { id: 's1', narration: 'Scared of the dark?', visual: 'A child under a blanket', durationSeconds: 2, headline: 'Scared of the dark?' },
      { id: 's2', narration: 'GlimmerFox glows and tells a story.', visual: 'A fox-shaped lamp glowing', durationSeconds: 2 },
      { id: 's3', narration: 'Sweet dreams tonight.', visual: 'The child asleep', durationSeconds: 2 },
    ],
    voice: { voiceId: 'ava-en', speed: 1 },
    captions: { style: 'bold-pop' },
    idempotencyKey: randomUUID(),
  });
  await expect(async () => {
    const current = await (await context.request.get(`/api/studio/videos/${video.id}`)).json();
    expect(current.status, current.error ?? '').toBe('completed');
  }).toPass({ timeout: 90_000, intervals: [1000] });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/animation/${video.id}`);
  const report = page.getByRole('region', { name: 'Quality report' });
  await expect(report).toBeVisible();
  // every check of the contract, each with a measured value and its verdict in words
  await expect(report.getByRole('listitem')).toHaveCount(16);
  await expect(report.getByRole('listitem').filter({ hasText: 'Video codec' })).toContainText('h264 (High)');
  await expect(report.getByRole('listitem').filter({ hasText: 'Hook on screen' })).toContainText('Scared of the dark?');
  const zip = page.getByRole('link', { name: 'Download package (ZIP)' });
  await expect(zip).toHaveAttribute('href', `/api/studio/videos/${video.id}/package`);
  const download = await context.request.get(`/api/studio/videos/${video.id}/package`);
  expect(download.headers()['content-type']).toBe('application/zip');
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('video-page-1366.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(report.getByRole('listitem').first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('video-page-390.png'), fullPage: true });
});
