import { randomUUID } from 'node:crypto';
import { GLIMMERFOX } from '../../../test/product-fixtures';
import { balanceOf } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser } from '../../../test/test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DESCRIPTION = 'Glimmerfox solar camping lantern, 400 lumens, charges in 6 hours of sun';
const settings = { description: DESCRIPTION, visualStyle: 'cinematic', aspectRatio: '9:16', tone: 'hilarious' } as const;

describe('scripts that fit (issue 27)', () => {
  it('writes the issue’s product a script the voice check accepts, at 15 s for 5 credits and at 30 s for 10', { timeout: 600_000 }, async () => {
    const { browser } = await signedUpBrowser(t.app);
    const voice = { voiceId: 'max-en', speed: 0.8 } as const;
    for (const [durationSeconds, credits, product] of [
      [15, 5, GLIMMERFOX],
      [15, 5, null],
      [30, 10, GLIMMERFOX],
    ] as const) {
      const written = await browser.post('/api/studio/script', { ...settings, durationSeconds, product, voice });
      expect(written.statusCode).toBe(200);
      const scenes = written.json().scenes as { narration: string; layout?: string; headline?: string; durationSeconds: number }[];
      if (product) {
        // hook, product, proof, offer, call to action: each with its layout and a key phrase that is not the sentence
        expect(scenes.map((s) => s.layout)).toContain('offer');
        expect(scenes.at(-1)!.layout).toBe('cta');
        expect(scenes.map((s) => s.narration).join(' ')).toContain('$39.99');
        for (const scene of scenes) expect(scene.headline).not.toBe(scene.narration);
      }
      expect(scenes.reduce((sum, s) => sum + s.durationSeconds, 0)).toBe(durationSeconds);

      const before = await balanceOf(browser);
      const rendered = await browser.post('/api/studio/videos', {
        ...settings,
        durationSeconds,
        scenes,
        product,
        voice: { ...voice, language: 'en' },
        captions: { style: 'bold-pop' },
        idempotencyKey: randomUUID(),
      });
      expect(rendered.statusCode, rendered.body).toBe(202);
      expect(rendered.json().costCredits).toBe(credits);
      expect(await balanceOf(browser)).toBe(before - credits);
    }
  });

  it('times a script per scene and in all, and fits a too-long one to its length', { timeout: 600_000 }, async () => {
    const { browser } = await signedUpBrowser(t.app);
    const long = 'Our lantern is really bright, charges in just six hours of sun, and lights the whole campsite for three long nights in a row.';
    const request = {
      scenes: [1, 2, 3].map((i) => ({ id: `s${i}`, narration: long, durationSeconds: 5 })),
      voice: { voiceId: 'ava-en', speed: 1 },
      durationSeconds: 15,
    };
    const timing = await browser.post('/api/studio/script/timing', request);
    expect(timing.statusCode).toBe(200);
    const measured = timing.json();
    expect(measured.method).toBe('speech');
    expect(measured.scenes.map((s: { id: string }) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(measured.scenes[0].seconds).toBeGreaterThan(3);
    expect(measured.totalSeconds).toBeCloseTo(measured.scenes.reduce((sum: number, s: { seconds: number }) => sum + s.seconds, 0), 1);
    expect(measured.fits).toBe(false);

    const fitted = await browser.post('/api/studio/script/fit', request);
    expect(fitted.statusCode).toBe(200);
    const answer = fitted.json();
    expect(answer.timing.fits).toBe(true);
    expect(answer.timing.totalSeconds).toBeLessThanOrEqual(15);
    expect(answer.scenes.map((s: { id: string }) => s.id)).toEqual(['s1', 's2', 's3']);
    for (const scene of answer.scenes) expect(scene.narration.length).toBeLessThan(long.length);
    // the fitted words really are that long to say
    const again = (await browser.post('/api/studio/script/timing', { ...request, scenes: answer.scenes })).json();
    expect(again.totalSeconds).toBe(answer.timing.totalSeconds);

    expect((await browser.post('/api/studio/script/timing', { ...request, durationSeconds: 61 })).statusCode).toBe(400);
    expect([401, 403]).toContain((await t.app.inject({ method: 'POST', url: '/api/studio/script/timing', payload: request })).statusCode);
  });
});
