import { TONE_IDS } from '@common/catalog/tones';
import { VIDEO_LENGTH_SECONDS } from '@common/catalog/video-lengths';
import { scenesSchema, type ScriptRequest, type ScriptVoice } from '@common/contracts/script';
import { SCENE_PAD_SECONDS } from '@common/rules/voice';
import { GLIMMERFOX } from '../../../test/product-fixtures';
import { createEspeakVoiceProvider } from '../voice/espeak/espeak-provider';
import { createNarrationTimer } from '../voice/narration-timer';
import { createScriptWriter } from './index';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';

/**
 * Issue 27, acceptance 3: every script the template writer makes — each tone, each length the
 * studio offers, two voices at two speeds, with and without a product card — is said within its
 * video's length, measured by synthesising every scene with the embedded eSpeak NG engine; a
 * fresh engine instance then says a sample again, so the timer's numbers are the engine's own.
 */
const DESCRIPTION = 'Glimmerfox solar camping lantern, 400 lumens, charges in 6 hours of sun';
const VOICES: ScriptVoice[] = [
  { voiceId: 'ava-en', speed: 0.8 },
  { voiceId: 'ava-en', speed: 1.3 },
  { voiceId: 'max-en', speed: 0.8 },
  { voiceId: 'max-en', speed: 1.3 },
];

const config = loadConfig({});
const logger = createLogger('silent');

// one row per script: 2 × 4 tones × 4 lengths × 4 voice-speeds = 128 (about 0.4 s a synthesis on an idle core)
const CASES = [GLIMMERFOX, null].flatMap((product) =>
  TONE_IDS.flatMap((tone) =>
    VIDEO_LENGTH_SECONDS.flatMap((durationSeconds) =>
      VOICES.map((voice) => ({ product, tone, durationSeconds, voice, name: `${product ? 'product' : 'description'} ${tone} ${durationSeconds} s ${voice.voiceId}@${voice.speed}` })),
    ),
  ),
);

// the writer's timer synthesises every final narration with eSpeak NG; the check reads the same
// syntheses, and a second engine instance re-says some of them (the last test)
const timer = createNarrationTimer(createEspeakVoiceProvider());
const writing = createScriptWriter(config, logger, timer);
const checked: { text: string; voice: ScriptVoice; seconds: number }[] = [];

describe('fitted scripts (issue 27, acceptance 3)', () => {
  it('covers every tone, length, voice and speed, with and without a product card', () => {
    expect(CASES).toHaveLength(2 * TONE_IDS.length * VIDEO_LENGTH_SECONDS.length * VOICES.length);
  });

  it.each(CASES)('says the $name script within its length', { timeout: 300_000 }, async ({ product, tone, durationSeconds, voice }) => {
    const request: ScriptRequest = { description: DESCRIPTION, visualStyle: 'cinematic', aspectRatio: '9:16', durationSeconds, tone, product, voice };
    const { scenes } = await writing.writeScript(request);
    expect(scenesSchema.safeParse(scenes).success).toBe(true);
    let total = 0;
    for (const scene of scenes) {
      const seconds = await timer.seconds(scene.narration, voice.voiceId, voice.speed);
      checked.push({ text: scene.narration, voice, seconds });
      total += seconds + SCENE_PAD_SECONDS;
    }
    expect(total).toBeLessThanOrEqual(durationSeconds);
    if (product) expect(scenes.at(-1)!.layout).toBe('cta');
  });

  it('measured what the engine really says', { timeout: 120_000 }, async () => {
    const fresh = createEspeakVoiceProvider();
    for (const { text, voice, seconds } of checked.filter((_, i) => i % Math.max(1, Math.ceil(checked.length / 3)) === 0)) {
      expect((await fresh.synthesize({ text, voiceId: voice.voiceId, speed: voice.speed })).durationMs / 1000).toBeCloseTo(seconds, 2);
    }
  });
});
