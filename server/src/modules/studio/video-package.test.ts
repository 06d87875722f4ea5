import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PLATFORM_PRESETS, type PlatformPresetId } from '@common/catalog/platform-presets';
import { testFfmpeg } from '../../../test/media-tools';
import { renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser } from '../../../test/test-browser';
import { zipEntries } from '../../../test/zip-entries';
import type { VideoProvider } from '../../providers/video/index';
import { runRender } from '../renders/service';

const run = promisify(execFile);
let t: TestApp;
let dir: string;
let clip: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-package-'));
  clip = path.join(dir, 'clip.mp4');
  await run(testFfmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=180x320:r=24:d=6', '-f', 'lavfi', '-i', 'sine=f=440:d=6:sample_rate=48000'],
    ...['-c:v', 'libx264', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-preset', 'veryfast', '-c:a', 'aac', '-movflags', '+faststart', '-shortest', clip],
  ]);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** The local engine's place: the clip, with the speech's timing a voiced render reports. */
const speaking: VideoProvider = {
  name: 'local',
  async render(spec, context) {
    const words = spec.scenes!.flatMap((scene) => scene.narration.split(' ')).map((text, i) => ({ text, startMs: i * 400, endMs: i * 400 + 350 }));
    context.reportTimeline?.({ voiceEngine: 'espeak', words, durationMs: 6000 });
    await copyFile(clip, context.outputPath);
  },
};

/** Every file of a ZIP by name, read with an independent unzipper (yauzl; the package is written with yazl). */
const unzip = async (zip: Buffer) => new Map((await zipEntries(zip)).map((entry) => [entry.name, entry.bytes]));

describe('the publish-ready package', () => {
  it('downloads as one ZIP whose manifest names every file, with matching checksums and captions within each platform limit', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser, { title: 'GlimmerFox', voice: { voiceId: 'ava-en', speed: 1 } })).json();
    expect((await browser.get(`/api/studio/videos/${id}/package`)).statusCode).toBe(404); // not ready yet
    await runRender({ ...t.jobDeps, providers: [speaking], now: t.clock.now }, id);
    const video = (await browser.get(`/api/studio/videos/${id}`)).json();
    expect(video).toMatchObject({ status: 'completed', packageUrl: `/api/studio/videos/${id}/package` });

    const response = await browser.get(video.packageUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="glimmerfox-package.zip"');
    const files = await unzip(response.rawPayload);
    const manifest = JSON.parse(files.get('manifest.json')!.toString());
    expect(manifest).toMatchObject({ title: 'GlimmerFox', aiGenerated: true, width: 180, height: 320, watermark: true });
    expect(manifest.qualityReport).toEqual(video.qualityReport);
    expect(manifest.files.map((f: { name: string }) => f.name)).toEqual([
      'glimmerfox-tiktok-180x320.mp4',
      'glimmerfox-cover.jpg',
      'glimmerfox-captions.srt',
      'glimmerfox-captions.vtt',
      'glimmerfox-tiktok-caption.txt',
      'glimmerfox-instagram-reels-caption.txt',
      'glimmerfox-youtube-shorts-caption.txt',
    ]);
    expect([...files.keys()].sort()).toEqual([...manifest.files.map((f: { name: string }) => f.name), 'manifest.json'].sort());
    for (const file of manifest.files) {
      const bytes = files.get(file.name)!;
      expect(bytes.length, file.name).toBe(file.bytes);
      expect(createHash('sha256').update(bytes).digest('hex'), file.name).toBe(file.sha256);
    }
    // the MP4 is the stored video itself, the cover a JPEG, the captions the endpoints' own
    expect(files.get('glimmerfox-tiktok-180x320.mp4')!.equals((await browser.get(video.downloadUrl)).rawPayload)).toBe(true);
    expect(files.get('glimmerfox-cover.jpg')!.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(files.get('glimmerfox-captions.vtt')!.toString()).toBe((await browser.get(video.captionsUrls.vtt)).body);
    expect(files.get('glimmerfox-captions.srt')!.toString()).toBe((await browser.get(video.captionsUrls.srt)).body);
    // each platform's post text within the preset catalogue's limit (the one source of them)
    expect(manifest.platforms.map((p: { id: string }) => p.id)).toEqual(['tiktok', 'instagram-reels', 'youtube-shorts']);
    for (const platform of manifest.platforms) {
      const preset = PLATFORM_PRESETS[platform.id as PlatformPresetId];
      expect(platform).toMatchObject({ name: preset.name, captionMaxChars: preset.captionMaxChars, hashtagsMax: preset.hashtagsMax });
      expect(manifest.files.find((f: { name: string }) => f.name === platform.captionFile)).toMatchObject({ kind: 'post-caption', platform: platform.id });
      const text = files.get(platform.captionFile)!.toString();
      expect(text.length, platform.id).toBeLessThanOrEqual(preset.captionMaxChars);
      expect(text.match(/#\w+/g)!.length, platform.id).toBeLessThanOrEqual(preset.hashtagsMax);
      expect(text).toContain('#GlimmerFox');
    }
    expect(files.get('glimmerfox-tiktok-caption.txt')!.toString()).toContain('A cold brew coffee subscription for busy founders');

    // owner only: another creator gets the same 404 as an id that never existed
    const { browser: stranger } = await signedUpBrowser(t.app);
    expect((await stranger.get(video.packageUrl)).statusCode).toBe(404);
  }, 120_000); // renders, probes and scans real files: on a busy machine more than the default 30 s

  it("puts the chosen preset first: the MP4 carries its name, and a title-only platform's post is its title within 100 characters", async () => {
    const { browser } = await signedUpBrowser(t.app);
    const title = 'GlimmerFox, the night light that turns every bedtime into a slow sunset your kids will ask for again';
    const { id } = (await renderVideo(browser, { title, voice: { voiceId: 'ava-en', speed: 1 }, platformPreset: 'youtube-shorts' })).json();
    await runRender({ ...t.jobDeps, providers: [speaking], now: t.clock.now }, id);
    const response = await browser.get(`/api/studio/videos/${id}/package`);
    expect(response.statusCode).toBe(200);
    const files = await unzip(response.rawPayload);
    const manifest = JSON.parse(files.get('manifest.json')!.toString());
    const stem = 'glimmerfox-the-night-light-that-turns-every-bedtime-into-a-s'; // the title cut to 60 characters
    expect(manifest.files[0]).toMatchObject({ name: `${stem}-shorts-180x320.mp4`, kind: 'video' });
    expect(manifest.platforms.map((p: { id: string }) => p.id)).toEqual(['youtube-shorts', 'tiktok', 'instagram-reels']);
    expect([...files.keys()].sort()).toEqual([...manifest.files.map((f: { name: string }) => f.name), 'manifest.json'].sort());
    for (const file of manifest.files) expect(createHash('sha256').update(files.get(file.name)!).digest('hex'), file.name).toBe(file.sha256);
    const shorts = files.get(`${stem}-youtube-shorts-caption.txt`)!.toString();
    expect(shorts.length).toBeLessThanOrEqual(PLATFORM_PRESETS['youtube-shorts'].captionMaxChars);
    expect(shorts.startsWith('GlimmerFox, the night light')).toBe(true);
    expect(shorts).not.toContain('cold brew'); // the description stays off a title-only platform
  }, 120_000);
});
