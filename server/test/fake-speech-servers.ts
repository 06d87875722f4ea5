import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { testFfmpeg } from './media-tools';
import { json, startServer } from './fake-provider-servers';

/**
 * Speech-like test audio made by ffmpeg: three 400 ms tone bursts with 200 ms of silence before
 * each (1.8 s), as `format` (wav, mp3, or raw 24 kHz s16le for ElevenLabs' pcm_24000).
 */
export async function makeSpeechAudio(format: 'wav' | 'mp3' | 's16le'): Promise<Buffer> {
  const { stdout } = await promisify(execFile)(
    testFfmpeg,
    [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      "aevalsrc='0.6*sin(2*PI*220*t)*gt(mod(t\\,0.6)\\,0.2)':s=24000:d=1.8",
      '-ac',
      '1',
      ...(format === 's16le' ? ['-f', 's16le', '-acodec', 'pcm_s16le'] : ['-f', format]),
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 8 * 1024 * 1024 },
  );
  return stdout as unknown as Buffer;
}

/** What a fake speech endpoint does with the next request. */
export type SpeechAnswer =
  { kind: 'audio' } | { kind: 'status'; status: number; headers?: Record<string, string>; body: unknown } | { kind: 'garbage' } | { kind: 'hang' };

/** OpenAI's `POST /v1/audio/speech` (Bearer test-openai-key): the audio file itself, as response_format asks. */
export async function startFakeOpenAiSpeech(audio: Buffer, answer: () => SpeechAnswer) {
  return startServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/audio/speech') return json(res, 404, { error: { message: 'Not found' } });
    if (req.headers.authorization !== 'Bearer test-openai-key') {
      return json(res, 401, { error: { message: 'Incorrect API key provided: wr***ey.', type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    const next = answer();
    if (next.kind === 'hang') return;
    if (next.kind === 'status') {
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      return res.end(JSON.stringify(next.body));
    }
    res.writeHead(200, { 'content-type': 'audio/wav' });
    res.end(next.kind === 'garbage' ? Buffer.from('<html>upstream error</html>') : audio);
  });
}

/**
 * ElevenLabs' `POST /v1/text-to-speech/{voice_id}/with-timestamps` (xi-api-key: test-eleven-key):
 * JSON with the audio as base64 and each character's start and end, spread over the audio.
 */
export async function startFakeElevenLabs(pcm: Buffer, answer: () => SpeechAnswer) {
  return startServer((req, res) => {
    const match = /^\/v1\/text-to-speech\/([A-Za-z0-9]+)\/with-timestamps(\?.*)?$/.exec(req.url);
    if (req.method !== 'POST' || !match) return json(res, 404, { detail: { status: 'not_found', message: 'Not found' } });
    if (req.headers['xi-api-key'] !== 'test-eleven-key') return json(res, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
    const next = answer();
    if (next.kind === 'hang') return;
    if (next.kind === 'status') {
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      return res.end(JSON.stringify(next.body));
    }
    const characters = [...(req.body as { text: string }).text];
    const seconds = pcm.length / 2 / 24_000;
    const step = seconds / characters.length;
    json(res, 200, {
      audio_base64: next.kind === 'garbage' ? '' : pcm.toString('base64'),
      alignment: {
        characters,
        character_start_times_seconds: characters.map((_, i) => Number((i * step).toFixed(3))),
        character_end_times_seconds: characters.map((_, i) => Number(((i + 1) * step).toFixed(3))),
      },
      normalized_alignment: null,
    });
  });
}
