import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { QUALITY_CHECKS } from '@common/contracts/quality';
import { testFfmpeg } from '../../../test/media-tools';
import { balanceOf, renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import type { VideoProvider } from '../../providers/video/index';
import type { RenderSteps } from './render-steps';
import { runRender } from './service';

const run = promisify(execFile);
let t: TestApp;
let dir: string;
let good: string;
let blackRun: string;
beforeAll(async () => {
  t = await createTestApp({ RENDER_MAX_ATTEMPTS: '3', RENDER_TIME_LIMIT_SECONDS: '60' });
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-quality-'));
  // what an engine delivers: 6 s of H.264 High / yuv420p at 24 fps with a keyframe every 2 s, AAC 48 kHz, faststart
  const clip = async (name: string, filter: string) => {
    const file = path.join(dir, name);
    await run(testFfmpeg, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=180x320:r=24:d=6', '-f', 'lavfi', '-i', 'sine=f=440:d=6:sample_rate=48000'],
      ...['-vf', filter, '-c:v', 'libx264', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-g', '48', '-preset', 'veryfast'],
      ...['-c:a', 'aac', '-ar', '48000', '-movflags', '+faststart', '-shortest', file],
    ]);
    return file;
  };
  good = await clip('good.mp4', 'null');
  blackRun = await clip('black.mp4', "drawbox=c=black:t=fill:enable='between(t,2,3.2)'");
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** The local engine's place in the pipeline, delivering a file made beforehand. */
const delivering = (file: string): VideoProvider => ({ name: 'local', render: (_spec, context) => copyFile(file, context.outputPath) });
/** A fault in the media tools: the mastered file loses its audio track (the production review must catch it). */
const dropsAudio: Partial<RenderSteps> = {
  async master(attempt, video) {
    const silent = path.join(attempt.scratchDir, 'no-audio.mp4');
    await run(testFfmpeg, ['-v', 'error', '-y', '-i', video.path, '-map', '0:v', '-c', 'copy', '-movflags', '+faststart', silent]);
    return { ...video, path: silent };
  },
};
const render = (id: string, file: string, steps?: Partial<RenderSteps>) =>
  runRender({ ...t.jobDeps, providers: [delivering(file)], now: t.clock.now }, id, { steps });
const ledger = async (browser: TestBrowser) =>
  (await browser.get('/api/credits/ledger')).json().entries.map((e: { kind: string; amount: number }) => `${e.kind} ${e.amount}`);
const voiced = { voice: { voiceId: 'ava-en', speed: 1 } };

describe('the quality report of every render', () => {
  it('lists every check with its measured value, stores it with the render and returns it from the API', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser, voiced)).json();
    await render(id, good);
    const video = (await browser.get(`/api/studio/videos/${id}`)).json();
    expect(video.status).toBe('completed');
    const report = video.qualityReport;
    expect(report).toMatchObject({ width: 180, height: 320, durationSeconds: expect.closeTo(6, 1) });
    expect(report.checks.map((c: { id: string }) => c.id).sort()).toEqual(Object.keys(QUALITY_CHECKS).sort());
    for (const c of report.checks) expect(c.value, c.id).not.toBe('');
    const byId = Object.fromEntries(report.checks.map((c: { id: string }) => [c.id, c]));
    expect(byId['video-codec']).toMatchObject({ status: 'pass', value: 'h264 (High)' });
    expect(byId['pixel-format']).toMatchObject({ status: 'pass', value: 'yuv420p' });
    expect(byId.faststart).toMatchObject({ status: 'pass', value: 'moov before mdat' });
    expect(byId.keyframes).toMatchObject({ status: 'pass', value: 'at most 2.0 s apart' });
    expect(byId['frame-rate']).toMatchObject({ status: 'pass', value: '24 fps' });
    expect(byId.audio).toMatchObject({ status: 'pass', value: 'aac 48 kHz' });
    expect(byId['black-frames']).toMatchObject({ status: 'pass', value: 'none' });
    expect(byId.hook).toMatchObject({ status: 'pass', value: '“Still brewing at midnight?” at 0.0 s (from the scene plan)' });
    // a 440 Hz sine at ffmpeg's default level is far louder than −14 LUFS: a soft finding with what to change
    expect(byId.loudness.status).toBe('warning');
    expect(byId.loudness.value).toMatch(/^-\d+\.\d LUFS$/);
    expect(byId.loudness.advice).toContain('−14 LUFS');
    expect(byId['caption-contrast']).toMatchObject({ status: 'not-measured' });
    expect(report.verdict).toBe('warning');
  }, 120_000); // renders, probes and scans real files: on a busy machine more than the default 30 s

  it("measures every check of a real voiced, captioned TikTok render, the safe zones from the engine's box report (acceptance 2)", async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser, { ...voiced, captions: { style: 'bold-pop' }, platformPreset: 'tiktok' })).json();
    await runRender({ ...t.jobDeps, providers: t.jobDeps.videoProviders, now: t.clock.now }, id);
    const video = (await browser.get(`/api/studio/videos/${id}`)).json();
    expect(video).toMatchObject({ status: 'completed', platformPreset: 'tiktok', engines: { video: 'local' } });
    const report = video.qualityReport;
    expect(report.checks.map((c: { id: string }) => c.id).sort()).toEqual(Object.keys(QUALITY_CHECKS).sort());
    for (const c of report.checks as { id: string; value: string; status: string }[]) {
      expect(c.value, c.id).not.toBe('');
      expect(c.status, `${c.id}: ${c.value}`).not.toBe('not-measured');
    }
    const byId = Object.fromEntries(report.checks.map((c: { id: string }) => [c.id, c]));
    // the free plan's TikTok frame, 720x1280: TikTok's margins scaled, every caption moved above its caption area
    expect(report).toMatchObject({ width: 720, height: 1280 });
    expect(byId['safe-zone'].status).toBe('pass');
    expect(byId['safe-zone'].value).toMatch(
      /^TikTok: \d+ boxes inside, the nearest \d+ px from the (top tabs|right button rail|bottom caption area|left edge); \d+ captions? moved out of its margins; the plan's watermark sits in the bottom caption area$/,
    );
    expect(byId.loudness).toMatchObject({ status: 'pass', value: expect.stringMatching(/^-1[345]\.\d LUFS$/) });
    expect(byId['true-peak'].status).toBe('pass');
    expect(byId['caption-contrast']).toMatchObject({ status: 'pass', value: expect.stringMatching(/^\d+\.\d:1 \(words against their outline, the lowest\)$/) });
    expect(byId['voice-silence'].status).not.toBe('fail');
  }, 240_000); // a real render on a busy machine

  it('fails and refunds once a voiced render whose audio went missing, and a replay of the job changes nothing', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser, voiced)).json();
    expect(await balanceOf(browser)).toBe(135);
    await render(id, good, dropsAudio);
    const video = (await browser.get(`/api/studio/videos/${id}`)).json();
    expect(video).toMatchObject({
      status: 'failed',
      error: 'The video failed its quality check: Audio track: A voice-over was ordered but the video has no audio track.',
    });
    expect(video.qualityReport.checks.find((c: { id: string }) => c.id === 'audio')).toMatchObject({ status: 'fail', value: 'none' });
    expect(await ledger(browser)).toEqual(['refund 5', 'spend -5', 'grant 100', 'grant 40']);
    // the queue redelivers the job, with and without the fault: nothing runs, nothing is granted twice
    await render(id, good, dropsAudio);
    await render(id, good);
    expect((await browser.get(`/api/studio/videos/${id}`)).json()).toMatchObject({ status: 'failed', error: video.error });
    expect(await ledger(browser)).toEqual(['refund 5', 'spend -5', 'grant 100', 'grant 40']);
    expect(await balanceOf(browser)).toBe(140);
  });

  it('fails and refunds once a render with a black stretch over 0.5 s, on its first attempt', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser)).json();
    await render(id, blackRun);
    const video = (await browser.get(`/api/studio/videos/${id}`)).json();
    expect(video.status).toBe('failed');
    expect(video.error).toBe('The video failed its quality check: Black frames: A black stretch over 0.5 s: the picture went missing.');
    expect(video.qualityReport.checks.find((c: { id: string }) => c.id === 'black-frames')).toMatchObject({ status: 'fail', value: '1.2 s black at 2.0 s' });
    await render(id, good);
    expect(await ledger(browser)).toEqual(['refund 5', 'spend -5', 'grant 100', 'grant 40']);
  });
});
