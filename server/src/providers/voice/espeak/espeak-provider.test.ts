import ESpeakNg from 'espeak-ng';
import { VOICES, VOICE_IDS, type VoiceId } from '@common/catalog/voices';
import { createEspeakVoiceProvider } from './espeak-provider';
import { parseWav } from '../wav';

const provider = createEspeakVoiceProvider();
const SENTENCE = 'Meet the smart bottle. It glows when you need a sip, and keeps drinks cold for 24 hours!';
const HELLO: Record<string, string> = {
  en: 'Hello and welcome.',
  es: 'Hola y bienvenidos.',
  fr: 'Bonjour et bienvenue.',
  de: 'Hallo und willkommen.',
  pt: 'Olá e bem-vindos.',
};

async function espeakList(argument: string): Promise<string> {
  let out = '';
  await ESpeakNg({ arguments: [argument], print: (line) => void (out += `${line}\n`), printErr: () => undefined });
  return out;
}

describe('the embedded eSpeak NG voice', () => {
  it('knows every catalogue voice: the language and the variant exist in the WebAssembly build (an unknown variant would be ignored silently)', async () => {
    const languages = new Set(
      (await espeakList('--voices'))
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/)[1])
        .filter(Boolean),
    );
    const variants = new Set([...(await espeakList('--voices=variant')).matchAll(/!v\/(\S+)/g)].map((m) => m[1]));
    for (const id of VOICE_IDS) {
      const [language, variant] = VOICES[id].espeak.split('+');
      expect(languages.has(language) || languages.has(`${language}-${language}`), `${id}: ${language}`).toBe(true);
      expect(variants.has(variant), `${id}: ${variant}`).toBe(true);
    }
  });

  it.each(VOICE_IDS)('%s speaks: a sane 16-bit mono WAV with words in order inside its duration', async (voiceId: VoiceId) => {
    const text = HELLO[VOICES[voiceId].language]!;
    const speech = await provider.synthesize({ text, voiceId, speed: 1 });
    expect(speech.engine).toBe('espeak');
    expect(speech.wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(speech.wav.toString('latin1', 8, 12)).toBe('WAVE');
    expect(speech.wav.readUInt16LE(22)).toBe(1); // mono
    expect(speech.wav.readUInt16LE(34)).toBe(16);
    const pcm = parseWav(speech.wav);
    expect(Math.abs(speech.durationMs - (pcm.samples.length / pcm.sampleRate) * 1000)).toBeLessThan(2);
    expect(speech.durationMs).toBeGreaterThan(400);
    expect(speech.words.map((w) => w.text)).toEqual(text.split(' '));
    assertTimeline(speech.words, speech.durationMs);
  });

  it('times each word where it is heard: sound inside every word, and the clause pauses fall between words', async () => {
    const speech = await provider.synthesize({ text: SENTENCE, voiceId: 'ava-en', speed: 1 });
    const { samples, sampleRate } = parseWav(speech.wav);
    const peak = (fromMs: number, toMs: number) => {
      let p = 0;
      for (let i = Math.floor((fromMs * sampleRate) / 1000); i < Math.min(samples.length, (toMs * sampleRate) / 1000); i++)
        p = Math.max(p, Math.abs(samples[i]!));
      return p;
    };
    expect(speech.words.map((w) => w.text)).toEqual(SENTENCE.split(' '));
    for (const word of speech.words) expect(peak(word.startMs, word.endMs), word.text).toBeGreaterThan(2000);
    // after "bottle." and "sip," eSpeak is silent until the next word starts
    for (const i of [3, 10]) expect(peak(speech.words[i]!.endMs + 5, speech.words[i + 1]!.startMs - 5)).toBeLessThan(200);
    assertTimeline(speech.words, speech.durationMs);
  });

  it('says texts asked for together in one run, each back as its own clip: its words, its sound, the length it has alone', async () => {
    const texts = ['Thirsty again? Meet GlowSip.', 'It glows when you need a sip.', '', 'Get yours today.'];
    const alone: Awaited<ReturnType<typeof provider.synthesize>>[] = [];
    for (const text of texts) alone.push(await provider.synthesize({ text, voiceId: 'ava-en', speed: 1 }));
    const started = performance.now();
    const together = await Promise.all(texts.map((text) => provider.synthesize({ text, voiceId: 'ava-en', speed: 1 })));
    const togetherMs = performance.now() - started;
    texts.forEach((text, i) => {
      const clip = together[i]!;
      expect(
        clip.words.map((w) => w.text),
        text,
      ).toEqual(alone[i]!.words.map((w) => w.text));
      if (!text) return expect(clip.durationMs).toBe(0);
      // within a tenth of the length it has alone, its first word after a short lead, its last before the end
      expect(Math.abs(clip.durationMs - alone[i]!.durationMs), text).toBeLessThan(alone[i]!.durationMs * 0.1);
      expect(clip.words[0]!.startMs, text).toBeGreaterThanOrEqual(30);
      expect(clip.words[0]!.startMs, text).toBeLessThan(120);
      expect(clip.words.at(-1)!.endMs, text).toBeLessThanOrEqual(clip.durationMs);
      // sound in every word of the clip, as when it is said alone
      const { samples, sampleRate } = parseWav(clip.wav);
      for (const word of clip.words) {
        const part = samples.subarray(Math.floor((word.startMs / 1000) * sampleRate), Math.ceil((word.endMs / 1000) * sampleRate));
        expect(Math.max(...Array.from(part, Math.abs)), `${text}: ${word.text}`).toBeGreaterThan(1000);
      }
    });
    console.info(`four texts together: ${Math.round(togetherMs)} ms`);
  });

  it('speaks faster at 1.3× than at 0.8×', async () => {
    const slow = await provider.synthesize({ text: 'Keeps drinks cold all day.', voiceId: 'max-en', speed: 0.8 });
    const fast = await provider.synthesize({ text: 'Keeps drinks cold all day.', voiceId: 'max-en', speed: 1.3 });
    expect(fast.durationMs).toBeLessThan(slow.durationMs * 0.8);
    expect(fast.words).toHaveLength(slow.words.length);
  });

  it('reads the text as text: a leading dash is no option and brackets are no phoneme input', async () => {
    const speech = await provider.synthesize({ text: '-v [[ba]] deal', voiceId: 'ava-en', speed: 1 });
    expect(speech.words.map((w) => w.text)).toEqual(['-v', 'ba', 'deal']);
  });

  it('leaves error stacks as they were for the rest of the process (they are off only while eSpeak runs)', async () => {
    const before = Error.stackTraceLimit;
    const stacksMeanwhile: number[] = [];
    const watching = setInterval(() => stacksMeanwhile.push(Error.stackTraceLimit), 0);
    await Promise.all(['One run.', 'Then another.'].map((text, i) => provider.synthesize({ text, voiceId: i ? 'max-en' : 'ava-en', speed: 1 })));
    clearInterval(watching);
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('here').stack).toMatch(/espeak-provider\.test/);
    expect(stacksMeanwhile.every((limit) => limit === before)).toBe(true);
  });
});

function assertTimeline(words: { startMs: number; endMs: number }[], durationMs: number) {
  let previousEnd = 0;
  for (const word of words) {
    expect(word.startMs).toBeGreaterThanOrEqual(previousEnd);
    expect(word.endMs).toBeGreaterThan(word.startMs);
    previousEnd = word.endMs;
  }
  expect(previousEnd).toBeLessThanOrEqual(durationMs);
}
