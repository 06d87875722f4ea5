import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '../../canvas/index';
import { ASPECT_RATIO_IDS } from '@common/catalog/aspect-ratios';
import { CAPTION_SAFE_AREA, CAPTION_STYLES, CAPTION_STYLE_IDS } from '@common/catalog/caption-styles';
import { audioSamples, probe, rawFrame } from '../../../../test/media-probe';
import { testMediaTools } from '../../../../test/media-tools';
import { createEspeakVoiceProvider } from '../../voice/espeak/espeak-provider';
import type { RenderTimeline } from '../video-provider';
import { captionColors, layoutCaption } from './captions';
import { registerRenderFonts } from './fonts';
import { frameSize } from './frame-size';
import { createLocalVideoProvider } from './local-provider';
import { duckingGain, speakScenes, timeScenes } from './voice-over';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-voiced-render-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The audio track as mono floats at 8 kHz. */
async function decodeAudio(file: string): Promise<Float32Array> {
  return audioSamples(file, 8000);
}

function rms(samples: Float32Array, fromMs: number, toMs: number): number {
  const from = Math.floor(fromMs * 8);
  const to = Math.min(samples.length, Math.floor(toMs * 8));
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/** How many pixels of the frame at `seconds`, in the band of rows [top, bottom), are near `rgb`. */
async function pixelsNear(file: string, seconds: number, rgb: [number, number, number], rows: [number, number]): Promise<number> {
  const stdout = await rawFrame(file, { seconds: String(seconds), pixFmt: 'rgb24' });
  let count = 0;
  for (let y = rows[0]; y < rows[1]; y++) {
    for (let x = 0; x < 720; x++) {
      const at = (y * 720 + x) * 3;
      if (Math.abs(stdout[at]! - rgb[0]) < 40 && Math.abs(stdout[at + 1]! - rgb[1]) < 40 && Math.abs(stdout[at + 2]! - rgb[2]) < 60) count++;
    }
  }
  return count;
}

describe('a voiced, captioned render', () => {
  it('speaks over a ducked music bed in an AAC track, and shows the spoken word highlighted at its time (acceptance 1)', { timeout: 60_000 }, async () => {
    const provider = createLocalVideoProvider({ mediaTools: testMediaTools, voice: createEspeakVoiceProvider() });
    const outputPath = path.join(dir, 'voiced.mp4');
    let timeline: RenderTimeline | undefined;
    const scenes = [
      { id: 'a', narration: 'Meet GlowSip today.', visual: 'A bottle', durationSeconds: 3 },
      { id: 'b', narration: 'Stay cool.', visual: 'Ice', durationSeconds: 3 },
    ];
    await provider.render(
      {
        jobId: 't',
        prompt: 'GlowSip, a smart bottle',
        visualStyle: 'noir',
        aspectRatio: '9:16',
        durationSeconds: 6,
        watermark: false,
        scenes,
        voice: { voiceId: 'ava-en', speed: 1 },
        captions: { style: 'bold-pop' },
      },
      {
        outputPath,
        signal: new AbortController().signal,
        reportProgress: async () => undefined,
        resumeRequestId: null,
        saveRequestId: async () => undefined,
        reportTimeline: (t) => void (timeline = t),
      },
    );
    const info = await probe(outputPath);
    expect(info.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    expect(Number(info.format.duration)).toBeCloseTo(6, 0);
    expect(info.format.tags?.comment).toMatch(/voice espeak/);
    expect(timeline!.voiceEngine).toBe('espeak');
    expect(timeline!.words.map((w) => w.text)).toEqual(['Meet', 'GlowSip', 'today.', 'Stay', 'cool.']);

    // louder while the voice speaks than where only the (unducked) music plays
    const audio = await decodeAudio(outputPath);
    const [meet, , today] = timeline!.words;
    const speaking = rms(audio, meet!.startMs, today!.endMs);
    const musicOnly = rms(audio, today!.endMs + 500, 2900);
    expect(speaking).toBeGreaterThan(musicOnly * 1.3);

    // the spoken word is drawn in the highlight colour in the caption band while it is said, and nothing is once the phrase is gone
    const yellow: [number, number, number] = [0xff, 0xe1, 0x4d];
    const band: [number, number] = [Math.round(1280 * 0.55), Math.round(1280 * (1 - CAPTION_SAFE_AREA['9:16'].bottom))];
    const during = await pixelsNear(outputPath, (meet!.startMs + meet!.endMs) / 2000, yellow, band);
    const after = await pixelsNear(outputPath, (today!.endMs + 700) / 1000, yellow, band);
    expect(during).toBeGreaterThan(300);
    expect(after).toBeLessThan(20);
  });
});

describe('caption layout', () => {
  it('keeps every style inside the safe area of 9:16, 1:1 and 16:9, even for a long phrase', () => {
    registerRenderFonts();
    const g = createCanvas(8, 8).getContext('2d');
    for (const aspectRatio of ASPECT_RATIO_IDS) {
      const { width, height } = frameSize(aspectRatio);
      const safe = CAPTION_SAFE_AREA[aspectRatio];
      for (const id of CAPTION_STYLE_IDS) {
        for (const phrase of [['Go!'], ['Unbelievably', 'refreshing', 'hydration', 'everywhere.'], ['Supercalifragilisticexpialidocious!!']]) {
          const { box, words } = layoutCaption(g, phrase, CAPTION_STYLES[id], { width, height, aspectRatio });
          const where = `${id} ${aspectRatio} ${phrase.join(' ')}`;
          expect(box.x, where).toBeGreaterThanOrEqual(width * safe.left - 0.5);
          expect(box.x + box.width, where).toBeLessThanOrEqual(width * (1 - safe.right) + 0.5);
          expect(box.y, where).toBeGreaterThanOrEqual(height * safe.top - 0.5);
          expect(box.y + box.height, where).toBeLessThanOrEqual(height * (1 - safe.bottom) + 0.5);
          for (const word of words) expect(word.x + word.width, where).toBeLessThanOrEqual(box.x + box.width + 0.5);
        }
      }
    }
  });

  it('places top, middle and bottom styles where they say', () => {
    registerRenderFonts();
    const g = createCanvas(8, 8).getContext('2d');
    const frame = { width: 720, height: 1280, aspectRatio: '9:16' as const };
    const y = (id: keyof typeof CAPTION_STYLES) => layoutCaption(g, ['Hello', 'there'], CAPTION_STYLES[id], frame).box.y;
    expect(y('marker')).toBeLessThan(y('karaoke'));
    expect(y('karaoke')).toBeLessThan(y('bold-pop'));
  });

  it('takes a brand kit colour for the spoken word when one is chosen (the hook the brand kit fills)', () => {
    expect(captionColors(CAPTION_STYLES['bold-pop'], null)).toEqual({ text: '#ffffff', highlight: '#ffe14d' });
    expect(captionColors(CAPTION_STYLES['clean-box'], { colors: ['#ffcc00', '#fafafa'] })).toEqual({ text: '#fafafa', highlight: '#ffcc00' });
    // one that would not read on the panel is lightened until it does (caption-contrast.test.ts)
    expect(captionColors(CAPTION_STYLES['clean-box'], { colors: ['#ff0066', '#fafafa'] }).highlight).not.toBe('#ff0066');
  });
});

describe('scene timing and ducking', () => {
  it('gives each scene at least its speech plus a pad, and keeps the chosen length when the speech is shorter', () => {
    const seconds = timeScenes([1, 2, 0.5], 12, [4, 4, 4]);
    expect(seconds.reduce((a, b) => a + b, 0)).toBeCloseTo(12);
    seconds.forEach((s, i) => expect(s).toBeGreaterThanOrEqual([1, 2, 0.5][i]! + 0.5));
    // longer speech than the chosen 6 seconds: the video follows the speech
    expect(timeScenes([4, 4], 6, [3, 3])).toEqual([4.5, 4.5]);
  });

  it('says a narration a little too long for its priced length once more, faster, and then it fits', { timeout: 30_000 }, async () => {
    const espeak = createEspeakVoiceProvider();
    const speeds: number[] = [];
    const voice = { ...espeak, synthesize: (request: Parameters<typeof espeak.synthesize>[0]) => (speeds.push(request.speed), espeak.synthesize(request)) };
    // about 15.4 s at speed 1 with its six pads: 0.4 s over the 15 it is priced at
    const narrations = [
      'Meet the Glimmerfox solar lantern.',
      'Tired of lanterns that die?',
      'Bright, and it charges in the sun.',
      'Campers love it.',
      'Just forty nine dollars.',
      'Grab yours today.',
    ];
    const over = await speakScenes(voice, narrations, {
      voiceId: 'ava-en',
      speed: 1,
      durationSeconds: 15,
      shares: narrations.map(() => 1),
      signal: new AbortController().signal,
    });
    expect(over.totalSeconds).toBeLessThanOrEqual(15 + 1e-9);
    expect(new Set(speeds).size).toBe(2); // said at speed 1, then once faster
    expect(Math.max(...speeds)).toBeLessThan(1.15); // and no faster than it needed
  });

  it('ducks the music under speech and brings it back after', () => {
    const spans = [{ start: 1, end: 2 }];
    expect(duckingGain(spans, 0.5)).toBe(1);
    expect(duckingGain(spans, 1.5)).toBeCloseTo(0.25);
    expect(duckingGain(spans, 2.1)).toBeGreaterThan(0.25);
    expect(duckingGain(spans, 2.1)).toBeLessThan(1);
    expect(duckingGain(spans, 3)).toBe(1);
  });
});
