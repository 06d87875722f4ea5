import { createCanvas, loadImage } from '../../canvas/index';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_STYLE_LIST } from '@common/catalog/visual-styles';
import type { AspectRatio, VisualStyle } from '@common/contracts/video';
import { grayThumbnail, meanAbsoluteDifference, probe, topLevelBoxes } from '../../../../test/media-probe';
import { testMediaTools } from '../../../../test/media-tools';
import { mediaToolsOf } from '../../media-tools/index';
import { candidateTimes, lumaSpread, makePoster } from '../poster';
import { createLocalVideoProvider } from './local-provider';
import { registerRenderFonts } from './fonts';
import { createScenePainter } from './scene-painter';
import { writeAdScript } from './script-writer';
import { STYLE_LOOKS } from './style-looks';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-local-render-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const provider = createLocalVideoProvider({ mediaTools: testMediaTools });
// the same engine at 6 fps, for tests that look at single frames and not at the frame rate
const quick = createLocalVideoProvider({ mediaTools: testMediaTools, fps: 6 });
const PROMPT = 'A smart water bottle that tracks hydration, glows when you need a sip and keeps drinks cold';

async function render(visualStyle: VisualStyle, aspectRatio: AspectRatio, durationSeconds = 5, watermark = true, engine = provider): Promise<string> {
  const outputPath = path.join(dir, `${visualStyle}-${aspectRatio.replace(':', 'x')}-${durationSeconds}.mp4`);
  const progress: number[] = [];
  await engine.render(
    { jobId: 'test', prompt: PROMPT, visualStyle, aspectRatio, durationSeconds, watermark },
    {
      outputPath,
      signal: new AbortController().signal,
      reportProgress: async (p) => void progress.push(p),
      resumeRequestId: null,
      saveRequestId: async () => undefined,
    },
  );
  expect(progress.length).toBeGreaterThan(3);
  return outputPath;
}

describe('the local engine', () => {
  it('writes a web-ready MP4: H.264 High yuv420p + AAC, moov first, 720x1280 for 9:16', { timeout: 120_000 }, async () => {
    const file = await render('pixar', '9:16', 8);
    const info = await probe(file);
    const video = info.streams.find((s) => s.codec_type === 'video')!;
    const audio = info.streams.find((s) => s.codec_type === 'audio')!;
    expect(video).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p', width: 720, height: 1280 });
    expect(audio.codec_name).toBe('aac');
    expect(Number(info.format.duration)).toBeCloseTo(8, 0);
    expect(info.format.tags?.comment).toMatch(/Reelwright local engine/);
    const boxes = await topLevelBoxes(file);
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });

  it.each([
    ['4:5', 720, 900],
    ['1:1', 720, 720],
    ['16:9', 1280, 720],
  ] as const)('renders %s at %ix%i', async (aspectRatio, width, height) => {
    const info = await probe(await render('minimalist', aspectRatio, 5));
    expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width, height });
    expect(Number(info.format.duration)).toBeCloseTo(5, 0);
  });

  it('gives the five demo styles five visibly different videos (acceptance 2)', { timeout: 120_000 }, async () => {
    const frames: Buffer[] = [];
    for (const style of DEMO_STYLE_LIST) frames.push(await grayThumbnail(await render(style.id, '9:16', 5, true, quick), 1.5));
    for (let i = 0; i < frames.length; i++) {
      for (let j = i + 1; j < frames.length; j++) {
        expect(meanAbsoluteDifference(frames[i]!, frames[j]!), `${DEMO_STYLE_LIST[i]!.id} vs ${DEMO_STYLE_LIST[j]!.id}`).toBeGreaterThan(8);
      }
    }
  });
});

describe('the render thread', () => {
  const spec = { jobId: 'test', prompt: PROMPT, visualStyle: 'anime', aspectRatio: '9:16', durationSeconds: 8, watermark: false } as const;
  const context = (outputPath: string, overrides: { signal?: AbortSignal; reportProgress?: (p: number) => Promise<void> } = {}) => ({
    outputPath,
    signal: overrides.signal ?? new AbortController().signal,
    reportProgress: overrides.reportProgress ?? (async () => undefined),
    resumeRequestId: null,
    saveRequestId: async () => undefined,
  });
  // the processes (an ffmpeg) whose command line still names a given file, from Linux's /proc
  const encodersOf = async (file: string) => {
    const found: string[] = [];
    for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
      const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      if (commandLine.includes(file)) found.push(`${pid} ${commandLine.replace(/\0/g, ' ').slice(0, 300)}`);
    }
    return found;
  };

  it('stops painting and encoding when the render is aborted, and says why', async () => {
    const outputPath = path.join(dir, 'aborted.mp4');
    const controller = new AbortController();
    const reason = new Error('time limit');
    const progress: number[] = [];
    const rendering = provider.render(
      spec,
      context(outputPath, {
        signal: controller.signal,
        reportProgress: async (p) => {
          progress.push(p);
          controller.abort(reason);
        },
      }),
    );
    await expect(rendering).rejects.toBe(reason);
    expect(progress[0]).toBeLessThan(95);
    expect(await encodersOf(outputPath)).toEqual([]);
  });

  it('fails the render when its progress cannot be stored, as a failed write would on the main thread', async () => {
    const outputPath = path.join(dir, 'no-progress.mp4');
    const rendering = provider.render(spec, context(outputPath, { reportProgress: () => Promise.reject(new Error('database unreachable')) }));
    await expect(rendering).rejects.toThrow('database unreachable');
    expect(await encodersOf(outputPath)).toEqual([]);
  });

  it("passes the thread's own failure on to the caller", async () => {
    const broken = createLocalVideoProvider({ mediaTools: mediaToolsOf({ ffmpeg: path.join(dir, 'no-such-ffmpeg'), ffprobe: null }) });
    await expect(broken.render(spec, context(path.join(dir, 'broken.mp4')))).rejects.toThrow(/no-such-ffmpeg|ENOENT/);
  });
});

describe('the poster of a rendered video', () => {
  it('is a JPEG still of the video itself, at its ratio, from a busy moment rather than the first frame', async () => {
    // the 8-second 9:16 file the first test rendered
    const video = path.join(dir, 'pixar-9x16-8.mp4');
    const spec = { jobId: 'test', prompt: PROMPT, visualStyle: 'pixar', aspectRatio: '9:16', durationSeconds: 8, watermark: true } as const;
    const poster = path.join(dir, 'poster.jpg');
    expect(await makePoster({ mediaTools: testMediaTools, videoPath: video, outputPath: poster, spec })).toEqual({ width: 360, height: 640 });
    const image = await loadImage(await readFile(poster));
    expect([image.width, image.height]).toEqual([360, 640]);
    const canvas = createCanvas(360, 640);
    canvas.getContext('2d').drawImage(image, 0, 0);
    const pixels = canvas.getContext('2d').getImageData(0, 0, 360, 640).data;
    expect(lumaSpread(pixels)).toBeGreaterThan(20);
    // taken from the file (a decoded frame), not drawn again: it matches the video's frame at one of the candidate times
    const first = await grayThumbnail(video, 0);
    const chosen = await Promise.all(candidateTimes(spec).map((time) => grayThumbnail(video, time)));
    const posterGray = await grayThumbnail(poster, 0);
    expect(Math.min(...chosen.map((frame) => meanAbsoluteDifference(frame, posterGray)))).toBeLessThan(6);
    expect(meanAbsoluteDifference(first, posterGray)).toBeGreaterThan(6);
  });
});

describe('the scene painter', () => {
  const painterFor = (visualStyle: VisualStyle, watermark: boolean) => {
    registerRenderFonts();
    const painter = createScenePainter({
      width: 720,
      height: 1280,
      durationSeconds: 8,
      script: writeAdScript(PROMPT),
      look: STYLE_LOOKS[visualStyle],
      watermark,
      seed: 7,
    });
    return (time: number) => Buffer.from(painter.paint(time, Math.round(time * 24)));
  };
  const paintAt = (visualStyle: VisualStyle, watermark: boolean, time: number) => painterFor(visualStyle, watermark)(time);
  const region = (rgba: Buffer, x0: number, y0: number, w: number, h: number) => {
    const out: number[] = [];
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) out.push(rgba[(y * 720 + x) * 4]!);
    return Buffer.from(out);
  };

  it('burns the watermark into the bottom-right corner only when asked', () => {
    const marked = region(paintAt('watercolor', true, 3), 420, 1180, 280, 60);
    const clean = region(paintAt('watercolor', false, 3), 420, 1180, 280, 60);
    expect(meanAbsoluteDifference(marked, clean)).toBeGreaterThan(40);
    // elsewhere the frames are the same
    expect(meanAbsoluteDifference(region(paintAt('watercolor', true, 3), 0, 0, 720, 400), region(paintAt('watercolor', false, 3), 0, 0, 720, 400))).toBe(0);
  });

  it.each([
    ['pixar', 'iris'],
    ['comic-book', 'wipe'],
  ] as const)("brings the next scene in through %s's %s: the new scene in the opening, the old one around it as it ended", (style, transition) => {
    expect(STYLE_LOOKS[style].transition).toBe(transition);
    const cut = 8 / writeAdScript(PROMPT).beats.length; // the second scene's start (equal shares)
    const ended = paintAt(style, false, cut - 0.001);
    const opening = paintAt(style, false, cut + 0.08); // the opening is about half way out
    // where the new scene shows: the middle (iris) or the left (wipe); the old one: a corner or the right
    const [inside, outside] =
      transition === 'iris'
        ? [
            [330, 610],
            [0, 0],
          ]
        : [
            [0, 600],
            [620, 600],
          ];
    // every channel (a red and an orange backdrop differ in green)
    const colours = (frame: Buffer, [x0, y0]: readonly number[], size: number) => {
      const out: number[] = [];
      for (let y = y0!; y < y0! + size; y++) out.push(...frame.subarray((y * 720 + x0!) * 4, (y * 720 + x0! + size) * 4));
      return Buffer.from(out);
    };
    const inNew = (frame: Buffer) => colours(frame, inside, 60);
    const inOld = (frame: Buffer) => colours(frame, outside, 100);
    expect(meanAbsoluteDifference(inOld(opening), inOld(ended))).toBeLessThan(2);
    expect(meanAbsoluteDifference(inNew(opening), inNew(ended))).toBeGreaterThan(10);
    // the old scene is kept once a transition starts: painting its frames in order changes nothing
    const paint = painterFor(style, false);
    for (const t of [cut + 0.01, cut + 0.04]) paint(t);
    expect(meanAbsoluteDifference(paint(cut + 0.08), opening)).toBe(0);
  });

  it('gives every one of the 13 styles its own look', () => {
    const looks = Object.keys(STYLE_LOOKS).map((style) => region(paintAt(style as VisualStyle, false, 3), 0, 0, 720, 1280));
    for (let i = 0; i < looks.length; i++) for (let j = i + 1; j < looks.length; j++) expect(meanAbsoluteDifference(looks[i]!, looks[j]!)).toBeGreaterThan(3);
  });
});
