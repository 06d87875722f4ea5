import ESpeakNg from 'espeak-ng';
import { VOICES, VOICE_SPEED } from '@common/catalog/voices';
import type { Speech, SpeechRequest, VoiceProvider } from '../voice-provider';
import { encodeWav, parseWav } from '../wav';
import { compactSpeech } from './word-timing';

/** eSpeak NG's own default rate, words a minute: speed 1 in the catalogue. */
const BASE_WORDS_PER_MINUTE = 175;
/** The pause put between words for timing them (units of 10 ms at the default rate): far longer than any stop consonant. */
const TIMING_WORD_GAP = 50;

/** The words of the text as the captions show them. */
export function captionTokens(text: string): string[] {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
}

/** What eSpeak is given: phoneme input (`[[…]]`) is switched off by removing its brackets. */
function speakableText(text: string): string {
  return text.replace(/[[\]]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** One run of the eSpeak NG command line in its own WebAssembly instance; the text goes in through a file, never as an argument. */
async function runEspeak(args: string[], text: string): Promise<Uint8Array> {
  const instance = await ESpeakNg({
    arguments: [...args, '-w', 'out.wav', '-f', 'in.txt'],
    preRun: [(module) => module.FS.writeFile('in.txt', text)],
    print: () => undefined,
    printErr: () => undefined,
  });
  return instance.FS.readFile('out.wav');
}

/**
 * The embedded speech engine (DESIGN.md: speech port, default adapter): eSpeak NG compiled to
 * WebAssembly, voices inside the npm package, offline, no key. Words are timed by word-timing.ts.
 */
export function createEspeakVoiceProvider(): VoiceProvider {
  return {
    name: 'espeak',
    async synthesize(request: SpeechRequest): Promise<Speech> {
      request.signal?.throwIfAborted();
      const voice = VOICES[request.voiceId];
      if (!voice) throw new Error(`Unknown voice ${request.voiceId}`);
      const speed = Math.min(VOICE_SPEED.max, Math.max(VOICE_SPEED.min, request.speed));
      const text = speakableText(request.text);
      const tokens = captionTokens(text);
      const wordsPerMinute = String(Math.round(BASE_WORDS_PER_MINUTE * speed));
      const gapped = parseWav(await runEspeak(['-v', voice.espeak, '-s', wordsPerMinute, '-g', String(TIMING_WORD_GAP)], tokens.join(' ')));
      request.signal?.throwIfAborted();
      const { pcm, words } = compactSpeech(gapped, tokens, speed);
      return { wav: encodeWav(pcm), durationMs: Math.round((pcm.samples.length / pcm.sampleRate) * 1000), words, engine: 'espeak' };
    },
  };
}
