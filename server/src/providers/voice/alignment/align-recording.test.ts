import { knownRecording } from '../../../../test/known-recording';
import { createEspeakVoiceProvider } from '../espeak/espeak-provider';
import { parseWav } from '../wav';
import { alignRecording, MIN_CONFIDENCE } from './align-recording';

const SCENES = ['Meet the smart bottle that keeps your water cold.', 'It tracks every sip you take, all day long.', 'Order yours today.'];

async function referenceFor(scenes: string[]) {
  // the engine's reference is per scene with a pause between, in two voices; one utterance in one voice is enough here
  const speech = await createEspeakVoiceProvider().synthesize({ text: scenes.join(' '), voiceId: 'max-en', speed: 1 });
  return { pcm: parseWav(speech.wav), words: speech.words };
}

describe('aligning a recording to its script', () => {
  it('puts every word within 150 ms of where another voice, at another pace, says it', { timeout: 60_000 }, async () => {
    // a British woman's voice at 0.85×, aligned against an American man's at 1×
    const recording = await knownRecording(SCENES, { voiceId: 'olivia-en-gb', speed: 0.85 });
    const aligned = alignRecording(parseWav(recording.wav), await referenceFor(SCENES), SCENES.join(' '));
    expect(aligned.method).toBe('dtw');
    expect(aligned.words.map((w) => w.text)).toEqual(recording.words.map((w) => w.text));
    const errors = aligned.words.map((w, i) => Math.abs(w.startMs - recording.words[i]!.startMs));
    console.info(
      `alignment confidence ${aligned.confidence.toFixed(3)}, start errors ms: max ${Math.max(...errors)}, mean ${(errors.reduce((a, b) => a + b, 0) / errors.length).toFixed(1)}`,
    );
    expect(Math.max(...errors)).toBeLessThanOrEqual(150);
  });

  it('spreads the words by syllables when the recording says something else', { timeout: 60_000 }, async () => {
    const other = await knownRecording(['Completely different words about gardening, tomatoes and rain.']);
    const aligned = alignRecording(parseWav(other.wav), await referenceFor(SCENES), SCENES.join(' '));
    console.info(`mismatched confidence ${aligned.confidence.toFixed(3)}`);
    expect(aligned.confidence).toBeLessThan(MIN_CONFIDENCE);
    expect(aligned.method).toBe('syllables');
    expect(aligned.words).toHaveLength(SCENES.join(' ').split(/\s+/).length);
  });
});
