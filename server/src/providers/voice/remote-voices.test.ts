import { makeSpeechAudio, startFakeElevenLabs, startFakeOpenAiSpeech, type SpeechAnswer } from '../../../test/fake-speech-servers';
import { testMediaTools } from '../../../test/media-tools';
import { alignWords } from './align-words';
import { createElevenLabsVoiceProvider } from './elevenlabs/index';
import { createOpenAiVoiceProvider } from './openai/index';
import { samplesOf, SPEECH_SAMPLE_RATE, wavFromPcm } from './pcm-wav';
import type { Speech, SpeechRequest, VoiceProvider } from './voice-provider';
import { withVoiceFallback } from './with-fallback';

let wav: Buffer;
let mp3: Buffer;
let pcm: Buffer;
beforeAll(async () => {
  [wav, mp3, pcm] = await Promise.all([makeSpeechAudio('wav'), makeSpeechAudio('mp3'), makeSpeechAudio('s16le')]);
});

const request: SpeechRequest = { text: 'Run further, hear everything.', voiceId: 'ava-en', speed: 1.1 };

/** Stands in for the embedded eSpeak NG adapter (the voice stream's): half a second of silence. */
function embeddedStandIn(): VoiceProvider & { calls: number } {
  return {
    name: 'espeak',
    calls: 0,
    async synthesize(): Promise<Speech> {
      this.calls += 1;
      return { wav: wavFromPcm(Buffer.alloc(24_000)), durationMs: 500, words: [{ text: 'x', startMs: 0, endMs: 500 }], engine: 'espeak' };
    },
  };
}

function warnings() {
  const lines: unknown[][] = [];
  return { lines, logger: { warn: (...args: unknown[]) => void lines.push(args) } as never };
}

function header(wavFile: Buffer) {
  return {
    riff: wavFile.toString('ascii', 0, 4),
    format: wavFile.readUInt16LE(20),
    channels: wavFile.readUInt16LE(22),
    bits: wavFile.readUInt16LE(34),
    dataSize: wavFile.readUInt32LE(40),
  };
}

type Engine = {
  name: 'openai' | 'elevenlabs';
  start: (answer: () => SpeechAnswer) => ReturnType<typeof startFakeOpenAiSpeech>;
  make: (origin: string, key?: string, timeoutMs?: number) => VoiceProvider;
};
const engines: Engine[] = [
  {
    name: 'openai',
    start: (answer) => startFakeOpenAiSpeech(wav, answer),
    make: (origin, key = 'test-openai-key', timeoutMs = 10_000) =>
      createOpenAiVoiceProvider({ baseUrl: `${origin}/v1`, apiKey: key, model: 'gpt-4o-mini-tts', timeoutMs, mediaTools: testMediaTools }),
  },
  {
    name: 'elevenlabs',
    start: (answer) => startFakeElevenLabs(pcm, answer),
    make: (origin, key = 'test-eleven-key', timeoutMs = 10_000) =>
      createElevenLabsVoiceProvider({ baseUrl: origin, apiKey: key, model: 'eleven_multilingual_v2', timeoutMs, mediaTools: testMediaTools }),
  },
];

describe.each(engines)('the $name speech adapter against its protocol on loopback (issue 16, acceptance 4)', ({ name, start, make }) => {
  it('speaks good audio as 16-bit mono WAV with word timings inside it', async () => {
    const fake = await start(() => ({ kind: 'audio' }));
    try {
      const speech = await make(fake.origin).synthesize(request);
      expect(speech.engine).toBe(name);
      expect(header(speech.wav)).toEqual({ riff: 'RIFF', format: 1, channels: 1, bits: 16, dataSize: speech.wav.length - 44 });
      expect(speech.durationMs).toBeGreaterThan(1700);
      expect(speech.durationMs).toBeLessThan(1900);
      expect(speech.words.map((w) => w.text)).toEqual(['Run', 'further,', 'hear', 'everything.']);
      for (const [i, word] of speech.words.entries()) {
        expect(word.endMs).toBeGreaterThan(word.startMs);
        expect(word.endMs).toBeLessThanOrEqual(speech.durationMs + 1);
        if (i > 0) expect(word.startMs).toBeGreaterThanOrEqual(speech.words[i - 1]!.endMs - 1);
      }
      const sent = fake.requests[0]!;
      if (name === 'openai') {
        expect(sent.body).toEqual({ model: 'gpt-4o-mini-tts', voice: 'nova', input: request.text, speed: 1.1, response_format: 'wav' });
      } else {
        expect(sent.url).toBe('/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/with-timestamps?output_format=pcm_24000');
        expect(sent.body).toMatchObject({ text: request.text, model_id: 'eleven_multilingual_v2', voice_settings: { speed: 1.1 } });
      }
    } finally {
      await fake.close();
    }
  });

  const failures: { what: string; answer: SpeechAnswer; key?: string; reason: RegExp }[] = [
    { what: 'a wrong key (401)', answer: { kind: 'audio' }, key: 'wrong-key', reason: /401/ },
    {
      what: 'a rate limit (429)',
      answer: { kind: 'status', status: 429, headers: { 'retry-after': '20' }, body: { error: { message: 'Rate limit reached' } } },
      reason: /429 \(retry after 20\)/,
    },
    { what: 'a server error (503)', answer: { kind: 'status', status: 503, body: { error: { message: 'overloaded' } } }, reason: /503/ },
    { what: 'no answer before the timeout', answer: { kind: 'hang' }, reason: /within 300 ms/ },
    { what: 'audio that is not audio', answer: { kind: 'garbage' }, reason: /audio/ },
  ];
  it.each(failures)('falls back to the embedded engine on $what, with a warning', async ({ answer, key, reason }) => {
    // a short timeout only where the server never answers: a loaded machine may answer a 401 slowly
    const timeoutMs = answer.kind === 'hang' ? 300 : undefined;
    const fake = await start(() => answer);
    const fallback = embeddedStandIn();
    const log = warnings();
    try {
      const speech = await withVoiceFallback(make(fake.origin, key, timeoutMs), fallback, { logger: log.logger }).synthesize(request);
      expect(speech.engine).toBe('espeak');
      expect(fallback.calls).toBe(1);
      expect(fake.requests).toHaveLength(1);
      expect(log.lines).toHaveLength(1);
      expect(JSON.stringify(log.lines[0])).toMatch(reason);
      expect(JSON.stringify(log.lines[0])).not.toContain('test-');
    } finally {
      await fake.close();
    }
  });
});

describe('speech helpers', () => {
  it("passes the caller's own cancellation on instead of falling back", async () => {
    const fake = await startFakeOpenAiSpeech(wav, () => ({ kind: 'hang' }));
    const fallback = embeddedStandIn();
    try {
      const controller = new AbortController();
      const speaking = withVoiceFallback(engines[0]!.make(fake.origin, undefined, 300), fallback).synthesize({ ...request, signal: controller.signal });
      controller.abort(new Error('render cancelled'));
      await expect(speaking).rejects.toThrow('render cancelled');
      expect(fallback.calls).toBe(0);
    } finally {
      await fake.close();
    }
  });

  it('decodes an MP3 answer (a server that ignores response_format)', async () => {
    const fake = await startFakeOpenAiSpeech(mp3, () => ({ kind: 'audio' }));
    try {
      const speech = await engines[0]!.make(fake.origin).synthesize(request);
      expect(speech.durationMs).toBeGreaterThan(1700);
    } finally {
      await fake.close();
    }
  });

  it('aligns words to the voiced stretches, skipping the silences', async () => {
    const samples = samplesOf(await testMediaTools.decodeToPcm(wav, { sampleRate: SPEECH_SAMPLE_RATE }));
    // three bursts: 200–600, 800–1200, 1400–1800 ms; three one-syllable words land one in each
    const words = alignWords('one, two, three.', samples, 24_000);
    expect(words.map((w) => w.text)).toEqual(['one,', 'two,', 'three.']);
    const bursts = [200, 800, 1400];
    words.forEach((word, i) => {
      expect(Math.abs(word.startMs - bursts[i]!)).toBeLessThanOrEqual(20);
      expect(Math.abs(word.endMs - (bursts[i]! + 400))).toBeLessThanOrEqual(20);
    });
  });
});
