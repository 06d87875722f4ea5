import { MEDIA_LIMITS } from '@common/catalog/media';
import { RECORDING_MAX_SECONDS, RECORDING_MESSAGES } from '@common/contracts/media';
import { count, eq } from 'drizzle-orm';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { knownRecording } from '../../../test/known-recording';
import { makeMedia, multipartBody, solidImage } from '../../../test/media-fixtures';
import { audioSamples } from '../../../test/media-probe';
import { testMediaTools } from '../../../test/media-tools';
import { renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { mediaAssets, renderJobs } from '../../db/schema/index';
import { createLocalVideoProvider } from '../../providers/video/local/local-provider';
import { createEspeakVoiceProvider } from '../../providers/voice/espeak/espeak-provider';
import { encodeWav } from '../../providers/voice/wav';
import { runRender } from '../renders/service';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-own-voice-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const SCENES = [
  { id: 'scene-1', narration: 'Still brewing coffee at midnight?', visual: 'A tired founder at a desk', durationSeconds: 2 },
  { id: 'scene-2', narration: 'Cold brew lands on your doorstep every Monday.', visual: 'A box lands on a porch', durationSeconds: 2 },
  { id: 'scene-3', narration: 'Start your subscription today.', visual: 'Logo and a glass of coffee', durationSeconds: 2 },
];

function uploadRecording(browser: TestBrowser, file: { name: string; type: string; data: Buffer }) {
  const { payload, headers } = multipartBody(file);
  return browser.request({ method: 'POST', url: '/api/media/recordings', payload, headers });
}
async function filesUnder(root: string): Promise<string[]> {
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
const rowsOf = async (userId: string) => Number((await t.database.db.select({ n: count() }).from(mediaAssets).where(eq(mediaAssets.userId, userId)))[0]!.n);

/** A tone (not silence) of the given length as a 16-bit mono WAV. */
function toneWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate));
  return encodeWav({ samples, sampleRate });
}

/** 10 ms loudness steps of mono samples at 8 kHz. */
function envelope(samples: Float32Array): Float64Array {
  const out = new Float64Array(Math.floor(samples.length / 80));
  for (let f = 0; f < out.length; f++) {
    let sum = 0;
    for (let i = f * 80; i < f * 80 + 80; i++) sum += samples[i]! ** 2;
    out[f] = Math.sqrt(sum / 80);
  }
  return out;
}

/** Where (ms) the recording sits in the video's sound: the shift that best lines up their loudness (the oracle does not trust the engine's arithmetic). */
function offsetOf(recording: Float64Array, video: Float64Array): number {
  const mean = (a: Float64Array) => a.reduce((s, v) => s + v, 0) / a.length;
  const [mr, mv] = [mean(recording), mean(video)];
  let best = { shift: 0, score: -Infinity };
  for (let shift = -300; shift <= 300; shift++) {
    let score = 0;
    for (let f = 0; f < recording.length; f++) {
      const g = f + shift;
      if (g >= 0 && g < video.length) score += (recording[f]! - mr) * (video[g]! - mv);
    }
    if (score > best.score) best = { shift, score };
  }
  return best.shift * 10;
}

describe('a voice-over of my own', () => {
  it("accepts WAV, MP3, M4A, OGG and the browser recorder's WebM/Opus, decided by decoding, as the creator's media", { timeout: 60_000 }, async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const wav = toneWav(2);
    const source = path.join(dir, 'tone.wav');
    await writeFile(source, wav);
    const encoded = {
      mp3: await makeMedia(dir, 'tone.mp3', ['-i', source, '-c:a', 'libmp3lame']),
      m4a: await makeMedia(dir, 'tone.m4a', ['-i', source, '-c:a', 'aac']),
      ogg: await makeMedia(dir, 'tone.ogg', ['-i', source, '-c:a', 'libopus']),
      weba: await makeMedia(dir, 'tone.webm', ['-i', source, '-c:a', 'libopus']),
    };
    const wavResponse = await uploadRecording(browser, { name: 'take 1.wav', type: 'audio/wav', data: wav });
    expect(wavResponse.statusCode).toBe(201);
    expect(wavResponse.json()).toMatchObject({ kind: 'audio', format: 'wav', contentType: 'audio/wav', originalName: 'take 1.wav', durationSeconds: 2 });
    for (const [format, data] of Object.entries(encoded)) {
      // named and typed as nothing in particular: the bytes decide
      const response = await uploadRecording(browser, { name: 'recording', type: 'application/octet-stream', data });
      expect(response.statusCode, format).toBe(201);
      expect(response.json().format).toBe(format);
      expect(Math.abs(response.json().durationSeconds - 2)).toBeLessThan(0.1);
    }
    const listed = (await browser.get('/api/media/recordings')).json().recordings;
    expect(listed).toHaveLength(5);
    // recordings are the creator's media (quota and count) but not scene backgrounds
    const media = (await browser.get('/api/media')).json();
    expect(media.assets).toHaveLength(0);
    expect(media.usage.count).toBe(5);
    const file = await browser.get(listed[0].fileUrl);
    expect(file.statusCode).toBe(200);
    expect(await rowsOf(user.id)).toBe(5);
  });

  it('refuses a file that is not audio, too long, empty or silent with a 4xx and a message, and keeps nothing', { timeout: 60_000 }, async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const filesBefore = await filesUnder(t.config.mediaDir);
    const png = await solidImage(dir, 'still.png', '0x2040e0');
    const clip = await makeMedia(dir, 'clip.webm', ['-f', 'lavfi', '-i', 'testsrc=s=160x120:r=24:d=1', '-c:v', 'libvpx', '-b:v', '200k']);
    const cases = [
      { name: 'notes.txt', type: 'text/plain', data: Buffer.from('not a recording at all\n'.repeat(50)), status: 415, message: RECORDING_MESSAGES.notAudio },
      { name: 'still.wav', type: 'audio/wav', data: png, status: 415, message: RECORDING_MESSAGES.notAudio },
      { name: 'clip.webm', type: 'video/webm', data: clip, status: 415, message: RECORDING_MESSAGES.notAudio },
      { name: 'long.wav', type: 'audio/wav', data: toneWav(RECORDING_MAX_SECONDS + 2), status: 413, message: RECORDING_MESSAGES.tooLong },
      { name: 'empty.wav', type: 'audio/wav', data: Buffer.alloc(0), status: 400, message: RECORDING_MESSAGES.empty },
      {
        name: 'header-only.wav',
        type: 'audio/wav',
        data: encodeWav({ samples: new Int16Array(0), sampleRate: 8000 }),
        status: 400,
        message: RECORDING_MESSAGES.empty,
      },
      { name: 'blip.wav', type: 'audio/wav', data: toneWav(MEDIA_LIMITS.recordingMinSeconds / 2), status: 400, message: RECORDING_MESSAGES.empty },
      {
        name: 'muted.wav',
        type: 'audio/wav',
        data: encodeWav({ samples: new Int16Array(16000), sampleRate: 8000 }),
        status: 400,
        message: RECORDING_MESSAGES.silent,
      },
    ];
    for (const c of cases) {
      const response = await uploadRecording(browser, c);
      expect(response.statusCode, c.name).toBe(c.status);
      expect(response.json().message, c.name).toBe(c.message);
    }
    expect(await rowsOf(user.id)).toBe(0);
    expect(await filesUnder(t.config.mediaDir)).toEqual(filesBefore);
    expect((await readdir(os.tmpdir())).filter((name) => name.startsWith('reelwright-recording-'))).toEqual([]);
  });

  it('renders with the recording as the voice-over, its captions within 150 ms of where each word is spoken (acceptance 3)', { timeout: 480_000 }, async () => {
    const { browser } = await signedUpBrowser(t.app);
    // a recording with known word times: another voice at another pace, uneven pauses
    const recording = await knownRecording(
      SCENES.map((s) => s.narration),
      { voiceId: 'olivia-en-gb', speed: 0.9 },
    );
    const uploaded = await uploadRecording(browser, { name: 'my-voice.wav', type: 'audio/wav', data: recording.wav });
    expect(uploaded.statusCode).toBe(201);
    const recordingId = uploaded.json().id as string;

    // another creator's recording, or one that does not exist, is refused before payment
    const { browser: other } = await signedUpBrowser(t.app);
    const stolen = await renderVideo(other, { scenes: SCENES, voice: { kind: 'own', recordingId } });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(RECORDING_MESSAGES.notFound);

    const queued = await renderVideo(browser, { scenes: SCENES, voice: { kind: 'own', recordingId, language: 'en' }, captions: { style: 'bold-pop' } });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ voice: { recordingId }, captionStyle: 'bold-pop' });
    const provider = createLocalVideoProvider({ mediaTools: testMediaTools, voice: createEspeakVoiceProvider() });
    await runRender({ ...t.jobDeps, providers: [provider], now: t.clock.now }, queued.json().id);
    const video = (await browser.get(`/api/studio/videos/${queued.json().id}`)).json();
    expect(video.status).toBe('completed');
    expect(video.engines.voice).toBe('recording');
    expect(video.captionsUrls).not.toBeNull();

    const [row] = await t.database.db.select({ timeline: renderJobs.speechTimeline }).from(renderJobs).where(eq(renderJobs.id, video.id));
    const words = row!.timeline!.words;
    expect(words.map((w) => w.text)).toEqual(recording.words.map((w) => w.text));

    // where the recording is heard in the finished MP4, found from the sound itself
    const mp4 = path.join(dir, 'own-voice.mp4');
    await writeFile(mp4, (await browser.get(video.downloadUrl)).rawPayload);
    const wavFile = path.join(dir, 'own-voice.wav');
    await writeFile(wavFile, recording.wav);
    const offsetMs = offsetOf(envelope(await audioSamples(wavFile, 8000)), envelope(await audioSamples(mp4, 8000)));
    const errors = words.map((w, i) => Math.abs(w.startMs - (recording.words[i]!.startMs + offsetMs)));
    console.info(
      `own voice: recording heard at ${offsetMs} ms; caption start errors max ${Math.max(...errors)} ms, mean ${Math.round(errors.reduce((a, b) => a + b, 0) / errors.length)} ms`,
    );
    expect(Math.max(...errors)).toBeLessThanOrEqual(150);
    // the captions file shows the same words at the same times
    const vtt = (await browser.get(video.captionsUrls.vtt)).body;
    expect(vtt).toContain('Still brewing coffee');
  });
});
