import type { SpeechRequest, VoiceProvider } from './voice-provider';
import { createNarrationTimer } from './narration-timer';

/** Counts the syntheses; the real engine's timing is tested where scripts are fitted (fitted-scripts.test.ts). */
function countingProvider() {
  const asked: SpeechRequest[] = [];
  const provider: VoiceProvider = {
    name: 'espeak',
    async synthesize(request) {
      asked.push(request);
      if (request.text === 'fail') throw new Error('engine down');
      return { wav: Buffer.alloc(0), durationMs: request.text.length * 50, words: [], engine: 'espeak' };
    },
  };
  return { provider, asked };
}

describe('the narration timer', () => {
  it('synthesises a text once per voice and speed, including two asks at once', async () => {
    const { provider, asked } = countingProvider();
    const timer = createNarrationTimer(provider);
    const [a, b] = await Promise.all([timer.seconds('Hello there', 'ava-en', 1), timer.seconds('Hello  there ', 'ava-en', 1)]);
    expect(a).toBe(0.55);
    expect(b).toBe(0.55);
    await timer.seconds('Hello there', 'max-en', 1);
    await timer.seconds('Hello there', 'ava-en', 1.3);
    expect(asked).toHaveLength(3);
    expect(await timer.seconds(' … ', 'ava-en', 1)).toBe(0);
  });

  it('forgets a failure and the oldest texts past its size', async () => {
    const { provider, asked } = countingProvider();
    const timer = createNarrationTimer(provider, { maxEntries: 2 });
    await expect(timer.seconds('fail', 'ava-en', 1)).rejects.toThrow('engine down');
    await expect(timer.seconds('fail', 'ava-en', 1)).rejects.toThrow('engine down');
    await timer.seconds('one', 'ava-en', 1);
    await timer.seconds('two', 'ava-en', 1);
    await timer.seconds('three', 'ava-en', 1);
    await timer.seconds('one', 'ava-en', 1);
    expect(asked.map((r) => r.text)).toEqual(['fail', 'fail', 'one', 'two', 'three', 'one']);
  });
});
