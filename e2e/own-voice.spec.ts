import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testBrowserPath } from '../scripts/lib/test-browser-path.mjs';
import { signUpThroughApi } from './accounts';
import { severeAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { keepScenes } from './scenes';

// The script said by "the creator": eSpeak NG word by word in another voice and pace, with known
// word times (server/test/known-recording.ts), played to Chromium as its fake microphone.
const SCENES = [
  { id: 'scene-1', narration: 'Still brewing coffee at midnight?', visual: 'A tired founder at a desk', durationSeconds: 2 },
  { id: 'scene-2', narration: 'Cold brew lands on your doorstep every Monday.', visual: 'A box lands on a porch', durationSeconds: 2 },
  { id: 'scene-3', narration: 'Start your subscription today.', visual: 'Logo and a glass of coffee', durationSeconds: 2 },
];
const dir = mkdtempSync(path.join(os.tmpdir(), 'reelwright-e2e-own-voice-'));
const microphone = path.join(dir, 'microphone.wav');
const ffmpeg = execFileSync('node', ['-e', "process.stdout.write(require('@ffmpeg-installer/ffmpeg').path)"]).toString();

test.use({
  launchOptions: {
    executablePath: testBrowserPath(),
    args: [
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${microphone}`,
    ],
  },
  permissions: ['microphone'],
});

let truth: { text: string; startMs: number }[] = [];
let lengthMs = 0;
test.beforeAll(() => {
  // written before the first page asks for the microphone (Chromium reads the file then)
  const script = `import('./server/test/known-recording.ts').then(async ({ knownRecording }) => {
    const r = await knownRecording(${JSON.stringify(SCENES.map((s) => s.narration))}, { voiceId: 'olivia-en-gb', speed: 0.9 });
    require('node:fs').writeFileSync(${JSON.stringify(microphone)}, r.wav);
    process.stdout.write(JSON.stringify({ words: r.words, durationMs: r.durationMs }));
  })`;
  const made = JSON.parse(execFileSync('node', ['--import', 'tsx', '-e', script], { maxBuffer: 1 << 20 }).toString()) as {
    words: typeof truth;
    durationMs: number;
  };
  truth = made.words;
  lengthMs = made.durationMs;
});

/** 10 ms loudness steps of a media file's sound (ffmpeg decodes it to 8 kHz mono). */
function envelopeOf(file: string): Float64Array {
  const pcm = execFileSync(ffmpeg, ['-v', 'error', '-i', file, '-vn', '-ac', '1', '-ar', '8000', '-f', 's16le', 'pipe:1'], { maxBuffer: 1 << 26 });
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length >> 1);
  const out = new Float64Array(Math.floor(samples.length / 80));
  for (let f = 0; f < out.length; f++) {
    let sum = 0;
    for (let i = f * 80; i < f * 80 + 80; i++) sum += (samples[i]! / 32768) ** 2;
    out[f] = Math.sqrt(sum / 80);
  }
  return out;
}
/** The shift (ms) that best lines up a's loudness inside b's. */
function offsetMs(a: Float64Array, b: Float64Array, range = 300): number {
  const mean = (x: Float64Array) => x.reduce((s, v) => s + v, 0) / x.length;
  const [ma, mb] = [mean(a), mean(b)];
  let best = { shift: 0, score: -Infinity };
  for (let shift = -range; shift <= range; shift++) {
    let score = 0;
    for (let f = 0; f < a.length; f++) if (f + shift >= 0 && f + shift < b.length) score += (a[f]! - ma) * (b[f + shift]! - mb);
    if (score > best.score) best = { shift, score };
  }
  return best.shift * 10;
}

test('a creator records their own voice, plays it back, uploads it and renders with captions that follow it (issue 29) @mobile', async ({
  page,
  context,
}, info) => {
  test.setTimeout(400_000);
  await signUpThroughApi(context, {}, 'create');
  await page.goto('/video-maker');
  await page.getByLabel('What are you selling?').fill('A cold brew coffee subscription for busy founders, delivered every Monday');
  await page.getByRole('slider', { name: 'Length' }).fill('5');
  await page.getByRole('button', { name: 'Write my script' }).click();
  await keepScenes(page, SCENES.length);
  // the creator's own words for each scene
  const narrations = page.getByLabel('What it says');
  for (const [i, scene] of SCENES.entries()) await narrations.nth(i).fill(scene.narration);

  await page.getByLabel('Voice', { exact: true }).selectOption({ label: 'My own voice (record or upload)' });
  const recorder = page.getByTestId('own-voice-recorder');
  await expect(recorder).toBeVisible();
  await expect(page.getByLabel('Caption style', { exact: true })).toBeEnabled();
  await recorder.scrollIntoViewIfNeeded();
  if (info.project.name === 'desktop') await page.screenshot({ path: path.join(dir, 'recorder-1366.png'), fullPage: false });
  expect(await severeAxeViolations(page)).toEqual([]);

  // keyboard alone: Record, then Stop once the whole script has been heard
  await recorder.getByRole('button', { name: 'Record' }).focus();
  await page.keyboard.press('Enter');
  await expect(recorder.getByRole('status')).toHaveText(/Recording/);
  await expect(recorder.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  await expect.poll(() => recorder.getByRole('meter').evaluate((m: HTMLMeterElement) => m.value), { timeout: 20_000 }).toBeGreaterThan(20);
  const seconds = Math.ceil(lengthMs / 1000);
  await expect(recorder.getByText(new RegExp(`^${seconds}\\.\\d s$`))).toBeVisible({ timeout: lengthMs + 20_000 });
  await recorder.getByRole('button', { name: 'Stop recording' }).press('Enter');
  await expect(recorder.getByRole('status')).toHaveText(/Recorded \d+ seconds/);
  await expect(recorder.getByLabel('Play back your recording')).toBeVisible();
  // play back: the take really has sound and length
  await expect.poll(() => recorder.locator('audio').evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThan(0);
  await expect(recorder.getByRole('button', { name: 'Record again' })).toBeVisible();
  if (info.project.name === 'mobile') await recorder.screenshot({ path: path.join(dir, 'recorder-390.png') });
  expect(await severeAxeViolations(page)).toEqual([]);

  await recorder.getByRole('button', { name: 'Use this recording' }).click();
  await expect(recorder.getByRole('status')).toHaveText(/is ready for this video/);
  const recordings = (await (await page.request.get('/api/media/recordings')).json()) as { recordings: { fileUrl: string; format: string }[] };
  expect(recordings.recordings).toHaveLength(1);
  expect(['weba', 'ogg']).toContain(recordings.recordings[0]!.format);

  await page.getByLabel('Caption style', { exact: true }).selectOption('clean-box');
  await page.getByRole('button', { name: /^Render video/ }).click();
  await expect(page).toHaveURL(/\/animation\/[0-9a-f-]{36}$/);
  const video = page.getByTestId('studio-video');
  await expect(video).toBeVisible({ timeout: 300_000 });
  await expect(page.getByText('Your own voice')).toBeVisible();

  // where every word is heard in the finished MP4 vs where its caption starts: the take is found in
  // the microphone's file, the take in the MP4, both from the sound alone
  const videoId = /\/animation\/([0-9a-f-]{36})$/.exec(page.url())![1];
  const details = (await (await page.request.get(`/api/studio/videos/${videoId}`)).json()) as { downloadUrl: string; captionsUrls: { vtt: string } };
  const take = path.join(dir, 'take.bin');
  writeFileSync(take, await (await page.request.get(recordings.recordings[0]!.fileUrl)).body());
  const mp4 = path.join(dir, 'video.mp4');
  writeFileSync(mp4, await (await page.request.get(details.downloadUrl)).body());
  const inTake = offsetMs(envelopeOf(microphone), envelopeOf(take), 400);
  const inVideo = offsetMs(envelopeOf(take), envelopeOf(mp4), 400);
  const vtt = await (await page.request.get(details.captionsUrls.vtt)).text();
  const cues = [...vtt.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> [^\n]+\n([^\n]+)/g)].map((m) => ({
    startMs: ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Number(m[4]),
    first: m[5]!.split(' ')[0]!,
  }));
  expect(cues.length).toBeGreaterThan(2);
  // every cue's first word: its caption starts within 150 ms of where it is spoken
  let w = 0;
  for (const cue of cues) {
    while (w < truth.length && truth[w]!.text !== cue.first) w++;
    expect(w, cue.first).toBeLessThan(truth.length);
    const spoken = truth[w]!.startMs + inTake + inVideo;
    expect(Math.abs(cue.startMs - spoken), `${cue.first}: caption ${cue.startMs} ms, spoken ${spoken} ms`).toBeLessThanOrEqual(150);
  }
  if (info.project.name === 'desktop') writeFileSync(path.join(dir, 'timings.json'), JSON.stringify({ inTake, inVideo, cues }, null, 1));
  expect(readFileSync(mp4).length).toBeGreaterThan(10_000);
});
