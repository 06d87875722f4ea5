import { randomUUID } from 'node:crypto';
import type { TestBrowser } from './test-browser';

/** A script the studio accepts: the video settings and three scenes. */
export function videoRequest(overrides: Record<string, unknown> = {}) {
  return {
    description: 'A cold brew coffee subscription for busy founders, delivered every Monday',
    visualStyle: 'cinematic',
    aspectRatio: '9:16',
    durationSeconds: 6,
    tone: 'curious',
    scenes: [
      { id: 'scene-1', narration: 'Still brewing at midnight?', visual: 'A tired founder at a desk', durationSeconds: 2 },
      { id: 'scene-2', narration: 'Cold brew on your doorstep every Monday', visual: 'A box lands on a porch', durationSeconds: 2 },
      { id: 'scene-3', narration: 'Start your subscription today', visual: 'Logo and a glass of coffee', durationSeconds: 2 },
    ],
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** Asks for a studio render the way the video maker does. */
export function renderVideo(browser: TestBrowser, overrides: Record<string, unknown> = {}) {
  return browser.post('/api/studio/videos', videoRequest(overrides));
}

export async function balanceOf(browser: TestBrowser): Promise<number> {
  const response = await browser.get('/api/credits');
  return response.json().balance as number;
}
