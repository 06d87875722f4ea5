import ESpeakNg, { type ESpeakNgModule } from 'espeak-ng';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { VOICES, VOICE_SPEED } from '@common/catalog/voices';
import type { Speech, SpeechRequest, VoiceProvider } from '../voice-provider';
import { encodeWav, parseWav } from '../wav';
import { CLIP_LEAD_MS, CLIP_TAIL_MS, compactSpeech } from './word-timing';

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
  // eSpeak looks for many files that are not there, and Emscripten's file system makes each miss an
  // Error whose stack it formats at once (through the source maps, under tsx): about 40 ms of a
  // render's voice. Errors get no stack while it sets up its files and runs main(): that is one
  // turn, from preRun to postRun, so no other code sees the setting.
  let stackTraceLimit: number | undefined;
  const restoreStacks = () => {
    if (stackTraceLimit !== undefined) Error.stackTraceLimit = stackTraceLimit;
    stackTraceLimit = undefined;
  };
  const instance = await ESpeakNg({
    instantiateWasm: (imports, done) => {
      void wasm.instantiate(module, imports).then(done);
      return {};
    },
    arguments: [...args, '-w', 'out.wav', '-f', 'in.txt'],
    preRun: [
      (module) => {
        stackTraceLimit = Error.stackTraceLimit;
        Error.stackTraceLimit = 0;
        createEachPathOnce(module.FS);
        module.FS.writeFile('in.txt', text);
      },
    ],
    postRun: [restoreStacks],
    onAbort: restoreStacks,
    print: () => undefined,
    printErr: () => undefined,
  }).finally(restoreStacks);
  return instance.FS.readFile('out.wav');
}

/**
 * Each run lays eSpeak's data files (every language's) into a fresh in-memory file system, and
 * Emscripten makes each file's folders with a mkdir per level that fails for every folder already
 * there: a third of a run. Folders are made once here.
 */
function createEachPathOnce(fs: ESpeakNgModule['FS']): void {
  const createPath = fs.createPath.bind(fs);
  const made = new Set<string>();
  fs.createPath = (parent, path, canRead, canWrite) => {
    // the loader names its parent ('/'); a folder node is passed on as it is
    const key = typeof parent === 'string' ? `${parent}|${path}` : null;
    if (key !== null && made.has(key)) return;
    if (key !== null) made.add(key);
    createPath(parent, path, canRead, canWrite);
  };
}

/** A request waiting for the next eSpeak NG run, with its tokens. */
type Waiting = { request: SpeechRequest; tokens: string[]; resolve(speech: Speech): void; reject(error: unknown): void };

/**
 * Says the texts of one voice and speed in a single eSpeak NG run and cuts the speech back into
 * one clip per text at its words (each with the lead and tail a clip of its own has): a run
 * costs about 200 ms of set-up against about 40 ms of speech, and a video says 4 to 8 texts.
 */
async function speakTogether(batch: Waiting[]): Promise<Speech[]> {
  const voice = VOICES[batch[0]!.request.voiceId]!; // checked when it was asked for
  const speed = Math.min(VOICE_SPEED.max, Math.max(VOICE_SPEED.min, batch[0]!.request.speed));
  const tokens = batch.flatMap((waiting) => waiting.tokens);
  const wordsPerMinute = String(Math.round(BASE_WORDS_PER_MINUTE * speed));
  const gapped = parseWav(await runEspeak(['-v', voice.espeak, '-s', wordsPerMinute, '-g', String(TIMING_WORD_GAP)], tokens.join(' ')));
  const { pcm, words } = compactSpeech(gapped, tokens, speed);
  const perMs = pcm.sampleRate / 1000;
  let first = 0;
  return batch.map((waiting) => {
    const own = words.slice(first, first + waiting.tokens.length);
    first += waiting.tokens.length;
    if (!own.length) return { wav: encodeWav({ samples: new Int16Array(0), sampleRate: pcm.sampleRate }), durationMs: 0, words: [], engine: 'espeak' };
    const from = Math.max(0, Math.round((own[0]!.startMs - CLIP_LEAD_MS) * perMs));
    const to = Math.min(pcm.samples.length, Math.round((own.at(-1)!.endMs + CLIP_TAIL_MS) * perMs));
    const offsetMs = from / perMs;
    const samples = pcm.samples.slice(from, to);
    return {
      wav: encodeWav({ samples, sampleRate: pcm.sampleRate }),
      durationMs: Math.round(samples.length / perMs),
      words: own.map((word) => ({
        text: word.text,
        startMs: Math.round((word.startMs - offsetMs) * 10) / 10,
        endMs: Math.round((word.endMs - offsetMs) * 10) / 10,
      })),
      engine: 'espeak',
    };
  });
}

/**
 * The embedded speech engine (DESIGN.md: speech port, default adapter): eSpeak NG compiled to
 * WebAssembly, voices inside the npm package, offline, no key. Words are timed by word-timing.ts.
 * Texts asked for together (in the same turn of the event loop, with the same voice and speed)
 * are said in one run: a video's scenes, synthesised with Promise.all.
 */
export function createEspeakVoiceProvider(): VoiceProvider {
  let waiting: Waiting[] = [];
  const runWaiting = () => {
    const all = waiting;
    waiting = [];
    const groups = new Map<string, Waiting[]>();
    for (const entry of all) {
      const key = `${entry.request.voiceId}|${entry.request.speed}`;
      const group = groups.get(key);
      if (group) group.push(entry);
      else groups.set(key, [entry]);
    }
    for (const group of groups.values()) {
      const live = group.filter((entry) => {
        if (!entry.request.signal?.aborted) return true;
        entry.reject(entry.request.signal.reason);
        return false;
      });
      if (!live.length) continue;
      speakTogether(live).then(
        (speeches) => live.forEach((entry, i) => (entry.request.signal?.aborted ? entry.reject(entry.request.signal.reason) : entry.resolve(speeches[i]!))),
        (error: unknown) => live.forEach((entry) => entry.reject(error)),
      );
    }
  };
  return {
    name: 'espeak',
    synthesize(request: SpeechRequest): Promise<Speech> {
      return new Promise((resolve, reject) => {
        if (request.signal?.aborted) return reject(request.signal.reason);
        if (!VOICES[request.voiceId]) return reject(new Error(`Unknown voice ${request.voiceId}`));
        waiting.push({ request, tokens: captionTokens(speakableText(request.text)), resolve, reject });
        if (waiting.length === 1) setImmediate(runWaiting);
      });
    },
  };
}
