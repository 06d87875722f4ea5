import { TONE_IDS } from '@common/catalog/tones';
import { VIDEO_LIMITS } from '@common/contracts/video';
import type { ProductCard } from '@common/contracts/product';
import type { ScriptRequest, ScriptVoice } from '@common/contracts/script';
import { SCENE_PAD_SECONDS } from '@common/rules/voice';
import { GLIMMERFOX } from '../../../test/product-fixtures';
import { isMadeOfWholePieces } from '../../../test/whole-clauses';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createEspeakVoiceProvider } from '../voice/espeak/espeak-provider';
import { createNarrationTimer, type NarrationTimer } from '../voice/narration-timer';
import { fitNarration } from './fit-narration';
import { createScriptWriter } from './index';
import { shortFormsFor, writeTemplateScenes } from './template-writer';

/**
 * Issue 27, the fitter's quality: shortening a script to its length drops whole sentences and
 * clauses, or says a scene's short template line, and never chops a phrase into a fragment such
 * as "Warning: the Noise-cancelling earbuds." (the hook it was seen to make).
 */
const EARBUDS = 'Noise-cancelling earbuds with 30 hours of battery and a case that charges in 10 minutes';
const EARBUDS_CARD: ProductCard = {
  ...GLIMMERFOX,
  name: 'Noise-cancelling earbuds',
  brand: 'Hushpod',
  price: { amount: '89.00', currency: 'USD' },
  description: EARBUDS,
  features: ['30 hours of battery, case included', 'Charges in 10 minutes', 'Blocks 35 dB of noise'],
  rating: { value: 4.4, count: 912 },
  reviews: [{ author: 'Sam', text: 'Quiet on a plane, light in the ear.', rating: 5 }],
};

/** A timer that needs no speech engine: about 14 characters a second at speed 1. */
const byLetters: NarrationTimer = { seconds: async (text, _voice, speed) => (/[\p{L}\p{N}]/u.test(text) ? text.length / (14 * speed) : 0) };
const config = loadConfig({});
const logger = createLogger('silent');

async function spokenSeconds(timer: NarrationTimer, narrations: string[], voice: ScriptVoice) {
  let total = 0;
  for (const text of narrations) total += (await timer.seconds(text, voice.voiceId, voice.speed)) + SCENE_PAD_SECONDS;
  return total;
}

/** Every fitted scene's words are whole pieces of the scene it came from (matched by what it shows), or of that scene's short line. */
function expectWholePieces(request: ScriptRequest, fitted: { narration: string; visual: string }[]) {
  const written = writeTemplateScenes(request);
  const shortForms = shortFormsFor(request, written);
  let from = 0;
  for (const scene of fitted) {
    const index = written.findIndex((w, i) => i >= from && w.visual === scene.visual);
    expect(index, scene.visual).toBeGreaterThanOrEqual(0);
    from = index + 1;
    const sources = [written[index]!.narration, ...shortForms[index]!];
    expect(isMadeOfWholePieces(scene.narration, ...sources), `"${scene.narration}" from ${JSON.stringify(sources)}`).toBe(true);
    expect(scene.narration).toMatch(/^[^a-z].*[.!?…]["”’]?$/);
  }
}

describe('fitting narration to the length (issue 27: whole sentences and clauses, never fragments)', () => {
  it('knows a fragment when it sees one', () => {
    const hook = 'Warning: the Noise-cancelling earbuds may cause sudden bragging.';
    expect(isMadeOfWholePieces('Warning: the Noise-cancelling earbuds.', hook)).toBe(false);
    expect(isMadeOfWholePieces('Rated 4.6 out of 5 by.', 'Rated 4.6 out of 5 by 128 buyers.')).toBe(false);
    expect(isMadeOfWholePieces('400 lumens of warm.', '400 lumens of warm, even light.')).toBe(false);
    expect(isMadeOfWholePieces('The Noise-cancelling earbuds may cause sudden bragging.', hook)).toBe(true);
    expect(isMadeOfWholePieces(hook, hook)).toBe(true);
  });

  it('shortens "Warning: the Noise-cancelling earbuds may cause sudden bragging." to its whole clause, not to "Warning: the Noise-cancelling earbuds."', async () => {
    const scenes = [
      { narration: 'Warning: the Noise-cancelling earbuds may cause sudden bragging.', durationSeconds: 3 },
      { narration: '30 hours of battery. Yes, really.', durationSeconds: 3 },
      { narration: 'Get yours today.', durationSeconds: 3 },
    ];
    const voice: ScriptVoice = { voiceId: 'ava-en', speed: 1 };
    const { scenes: fitted, fits } = await fitNarration(byLetters, scenes, { voice, durationSeconds: 9 });
    expect(fits).toBe(true);
    expect(fitted.map((s) => s.narration)).toEqual([
      'The Noise-cancelling earbuds may cause sudden bragging.',
      '30 hours of battery. Yes, really.',
      'Get yours today.',
    ]);
    expect(
      await spokenSeconds(
        byLetters,
        fitted.map((s) => s.narration),
        voice,
      ),
    ).toBeLessThanOrEqual(9);
  });

  const voices: ScriptVoice[] = [
    { voiceId: 'ava-en', speed: 0.8 },
    { voiceId: 'ava-en', speed: 1 },
    { voiceId: 'max-en', speed: 1.3 },
  ];
  const lengths = [VIDEO_LIMITS.durationMin, 8, 10, 15, 30, 45, 60];
  const cases = [null, EARBUDS_CARD, GLIMMERFOX].flatMap((product) =>
    TONE_IDS.flatMap((tone) =>
      lengths.flatMap((durationSeconds) =>
        voices.map((voice) => ({
          product,
          tone,
          durationSeconds,
          voice,
          name: `${product?.name ?? 'description'} ${tone} ${durationSeconds} s @${voice.speed}`,
        })),
      ),
    ),
  );

  it.each(cases)('the $name script is whole sentences and clauses of what was written, and fits', async ({ product, tone, durationSeconds, voice }) => {
    const request: ScriptRequest = { description: EARBUDS, visualStyle: 'cinematic', aspectRatio: '9:16', durationSeconds, tone, product, voice };
    const { scenes } = await createScriptWriter(config, logger, byLetters).writeScript(request);
    if (process.env.SHOW) console.log(scenes.map((s) => s.narration));
    expectWholePieces(request, scenes);
    expect(scenes.map((s) => s.narration)).not.toContain('Warning: the Noise-cancelling earbuds.');
    expect(
      await spokenSeconds(
        byLetters,
        scenes.map((s) => s.narration),
        voice,
      ),
    ).toBeLessThanOrEqual(durationSeconds);
  });

  it('the example, measured with the speech engine itself: whole clauses, and it fits', { timeout: 120_000 }, async () => {
    const timer = createNarrationTimer(createEspeakVoiceProvider());
    const writing = createScriptWriter(config, logger, timer);
    const voice: ScriptVoice = { voiceId: 'ava-en', speed: 1 };
    for (const durationSeconds of [VIDEO_LIMITS.durationMin, 10, 15]) {
      const request: ScriptRequest = {
        description: EARBUDS,
        visualStyle: 'cinematic',
        aspectRatio: '9:16',
        durationSeconds,
        tone: 'hilarious',
        product: null,
        voice,
      };
      const { scenes } = await writing.writeScript(request);
      expectWholePieces(request, scenes);
      expect(
        await spokenSeconds(
          timer,
          scenes.map((s) => s.narration),
          voice,
        ),
      ).toBeLessThanOrEqual(durationSeconds);
    }
  });
});
