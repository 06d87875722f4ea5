import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PLATFORM_CAPTIONS } from '@common/catalog/platform-captions';
import yauzl from 'yauzl';
import { testFfmpeg } from '../../../test/media-tools';
import { renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser } from '../../../test/test-browser';
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

/** Every file of a ZIP, read with an independent unzipper. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      archive.on('entry', (entry: yauzl.Entry) =>
        archive.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => (files.set(entry.fileName, Buffer.concat(chunks)), archive.readEntry()));
        }),
      );
      archive.on('end', () => resolve(files));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}

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
    for (const platform of manifest.platforms) {
      const text = files.get(platform.captionFile)!.toString();
      expect(text.length, platform.id).toBeLessThanOrEqual(PLATFORM_CAPTIONS[platform.id as keyof typeof PLATFORM_CAPTIONS].captionMax);
      expect(text).toContain('#GlimmerFox');
    }
    expect(files.get('glimmerfox-tiktok-caption.txt')!.toString()).toContain('A cold brew coffee subscription for busy founders');

    // owner only: another creator gets the same 404 as an id that never existed
    const { browser: stranger } = await signedUpBrowser(t.app);
    expect((await stranger.get(video.packageUrl)).statusCode).toBe(404);
  });
});
