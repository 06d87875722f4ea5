// Issue 28, acceptance 1 and 2: a paid creator's 15-second voiced, captioned TikTok video is
// delivered Full HD at 30 fps, web-ready, with its sound mastered to -14 LUFS and a true peak at
// or under -1 dBTP, and its captions above TikTok's own caption area.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '../../canvas/index';
import { CAPTION_STYLES } from '@common/catalog/caption-styles';
import { deliveredFormat } from '@common/catalog/output-formats';
import { PLATFORM_PRESETS } from '@common/catalog/platform-presets';
import { insideSafeArea } from '@common/rules/frame-boxes';
import type { BoxReport } from '@common/rules/safe-zones';
import { probe, rawFrame, topLevelBoxes } from '../../../../test/media-probe';
import { testMediaTools } from '../../../../test/media-tools';
import { createEspeakVoiceProvider } from '../../voice/espeak/espeak-provider';
import type { RenderTimeline } from '../video-provider';
import { keepCaptionSafe, layoutCaption } from './captions';
import { registerRenderFonts } from './fonts';
import { createLocalVideoProvider } from './local-provider';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-delivery-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const SCENES = [
  { id: 's1', narration: 'Thirsty again? Meet GlowSip, the smart bottle.', visual: 'A bottle glowing', durationSeconds: 4 },
  { id: 's2', narration: 'It glows when you need a sip and tracks every drop.', visual: 'The bottle lights up', durationSeconds: 4 },
  { id: 's3', narration: 'Drinks stay cold for twenty four hours.', visual: 'Ice cubes', durationSeconds: 4 },
  { id: 's4', narration: 'Get yours today.', visual: 'Logo', durationSeconds: 3 },
];

/** Pixels near `rgb` in rows [top, bottom) of a frame `width` wide. */
function countNear(rgb24: Buffer, width: number, rgb: [number, number, number], rows: [number, number]): number {
  let count = 0;
  for (let y = rows[0]; y < rows[1]; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      if (Math.abs(rgb24[at]! - rgb[0]) < 40 && Math.abs(rgb24[at + 1]! - rgb[1]) < 40 && Math.abs(rgb24[at + 2]! - rgb[2]) < 60) count++;
    }
  }
  return count;
}

describe('delivery for a paid plan', () => {
  it('gives pro 1080p at 30 fps and free 720p, at every ratio a preset names', () => {
    expect(deliveredFormat({ plan: 'pro', aspectRatio: '9:16', presetId: 'tiktok' })).toEqual({ width: 1080, height: 1920, fps: 30 });
    expect(deliveredFormat({ plan: 'business', aspectRatio: '4:5', presetId: 'feed-4x5' })).toEqual({ width: 1080, height: 1350, fps: 30 });
    expect(deliveredFormat({ plan: 'enterprise', aspectRatio: '1:1' })).toEqual({ width: 1080, height: 1080, fps: 30 });
    expect(deliveredFormat({ plan: 'pro', aspectRatio: '16:9', fps: 24 })).toEqual({ width: 1920, height: 1080, fps: 24 });
    for (const preset of Object.values(PLATFORM_PRESETS)) {
      expect(deliveredFormat({ plan: 'pro', aspectRatio: preset.aspectRatio, presetId: preset.id })).toEqual({
        width: preset.width,
        height: preset.height,
        fps: preset.fps,
      });
    }
    expect(deliveredFormat({ plan: 'free', aspectRatio: '9:16', presetId: 'tiktok' })).toEqual({ width: 720, height: 1280, fps: 24 });
    expect(deliveredFormat({ plan: 'trial', aspectRatio: '4:5' })).toEqual({ width: 720, height: 900, fps: 24 });
    expect(deliveredFormat({ plan: 'pro', aspectRatio: '9:16', preview: true })).toEqual({ width: 720, height: 1280, fps: 24 });
  });

  it("moves a bottom caption above TikTok's caption area (acceptance 2)", () => {
    registerRenderFonts();
    const g = createCanvas(8, 8).getContext('2d');
    const frame = { width: 1080, height: 1920, aspectRatio: '9:16' as const };
    const laid = layoutCaption(g, ['Meet', 'GlowSip', 'today'], CAPTION_STYLES['bold-pop'], frame);
    expect(laid.box.y + laid.box.height).toBeGreaterThan(1920 - 480); // the style's own place is under TikTok's caption text
    const { layout, findings } = keepCaptionSafe(laid, frame, PLATFORM_PRESETS.tiktok.safeArea);
    expect(findings).toEqual([]);
    expect(layout.box.y + layout.box.height).toBeLessThanOrEqual(1920 - 480);
    expect(layout.words[0]!.y - laid.words[0]!.y).toBeCloseTo(layout.box.y - laid.box.y);
  });

  it(
    'renders a 15 s voiced, captioned TikTok video: 1080x1920, 30 fps, H.264 High yuv420p, moov first, AAC 48 kHz, -14 LUFS, true peak <= -1 dBTP (acceptance 1)',
    { timeout: 600_000 },
    async () => {
      // no forced frame rate (LOCAL_RENDER_FPS): the paid plan's format decides, 30 fps
      const provider = createLocalVideoProvider({ mediaTools: testMediaTools, voice: createEspeakVoiceProvider() });
      const outputPath = path.join(dir, 'glowsip-tiktok-1080x1920.mp4');
      let timeline: RenderTimeline | undefined;
      let boxReport: BoxReport | undefined;
      await provider.render(
        {
          jobId: 'delivery',
          prompt: 'GlowSip, a smart bottle that glows when you need a sip',
          visualStyle: 'pixar',
          aspectRatio: '9:16',
          durationSeconds: 15,
          watermark: false,
          scenes: SCENES,
          voice: { voiceId: 'ava-en', speed: 1 },
          captions: { style: 'bold-pop' },
          output: deliveredFormat({ plan: 'pro', aspectRatio: '9:16', presetId: 'tiktok' }),
          platformPreset: 'tiktok',
        },
        {
          outputPath,
          signal: new AbortController().signal,
          reportProgress: async () => undefined,
          resumeRequestId: null,
          saveRequestId: async () => undefined,
          reportTimeline: (t) => void (timeline = t),
          reportBoxes: (report) => void (boxReport = report),
        },
      );
      const info = (await probe(outputPath)) as Awaited<ReturnType<typeof probe>> & {
        streams: { codec_type: string; r_frame_rate?: string; sample_rate?: string }[];
      };
      const video = info.streams.find((s) => s.codec_type === 'video')!;
      const audio = info.streams.find((s) => s.codec_type === 'audio')!;
      expect(video).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p', width: 1080, height: 1920, r_frame_rate: '30/1' });
      expect(audio).toMatchObject({ codec_name: 'aac', sample_rate: '48000' });
      expect(Number(info.format.duration)).toBeGreaterThanOrEqual(14.5);
      const boxes = await topLevelBoxes(outputPath);
      expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

      // 30 frames a second throughout (the average over the stream, not only the declared rate)
      const counted = video as { avg_frame_rate?: string; nb_frames?: string };
      const [frames, seconds] = counted.avg_frame_rate!.split('/').map(Number);
      expect(frames! / seconds!).toBeCloseTo(30, 1);
      expect(Math.abs(Number(counted.nb_frames) - Number(info.format.duration) * 30)).toBeLessThanOrEqual(2);

      // loudnorm's measuring pass and ffmpeg's ebur128 filter both read -14 ± 1 LUFS, true peak <= -1 dBTP
      const loudness = await testMediaTools.measureLoudness(outputPath);
      expect(loudness.integratedLufs).toBeGreaterThanOrEqual(-15);
      expect(loudness.integratedLufs).toBeLessThanOrEqual(-13);
      expect(loudness.truePeakDbtp).toBeLessThanOrEqual(-1);
      const ebur128 = (await testMediaTools.scanMedia(outputPath, { video: false, audio: true, durationSeconds: Number(info.format.duration) })).loudness!;
      expect(ebur128.integratedLufs).toBeGreaterThanOrEqual(-15);
      expect(ebur128.integratedLufs).toBeLessThanOrEqual(-13);
      expect(ebur128.truePeakDbtp).toBeLessThanOrEqual(-1);

      // the engine's box report: every caption and scene box inside TikTok's margins at 1080x1920
      expect(boxReport).toMatchObject({ presetId: 'tiktok', frame: { width: 1080, height: 1920 }, safeArea: PLATFORM_PRESETS.tiktok.safeArea });
      expect(boxReport!.moved).toBeGreaterThan(0);
      for (const box of boxReport!.boxes)
        expect(insideSafeArea(box, boxReport!.frame, boxReport!.safeArea), `${box.kind} in scene ${box.scene + 1}`).toBe(true);

      // the word being said is lit above TikTok's bottom 480 px, and nothing of the caption is in them
      const word = timeline!.words[1]!;
      const frame = await rawFrame(outputPath, { seconds: String((word.startMs + word.endMs) / 2000), pixFmt: 'rgb24' });
      const yellow: [number, number, number] = [0xff, 0xe1, 0x4d];
      expect(countNear(frame, 1080, yellow, [900, 1440])).toBeGreaterThan(500);
      expect(countNear(frame, 1080, yellow, [1440, 1920])).toBeLessThan(20);
    },
  );
});
