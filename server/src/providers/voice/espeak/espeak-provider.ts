import ESpeakNg from 'espeak-ng';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
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

/** Node's WebAssembly global (the server's TypeScript project has its types but not the DOM's declaration of the value). */
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<object>; instantiate(module: object, imports: object): Promise<object> } }
).WebAssembly;

let compiled: Promise<object> | null = null;

/** The 18 MB WebAssembly module, read and compiled once a process; each run only instantiates it. */
function espeakModule(): Promise<object> {
  compiled ??= (async () => {
    const script = createRequire(import.meta.url).resolve('espeak-ng');
    return wasm.compile(await readFile(script.replace(/espeak-ng\.js$/, 'espeak-ng.wasm')));
  })();
  compiled.catch(() => (compiled = null));
  return compiled;
}

/** One run of the eSpeak NG command line in its own WebAssembly instance; the text goes in through a file, never as an argument. */
async function runEspeak(args: string[], text: string): Promise<Uint8Array> {
  const module = await espeakModule();
  const instance = await ESpeakNg({
    instantiateWasm: (imports, done) => {
      void wasm.instantiate(module, imports).then(done);
      return {};
    },
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
