import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { audioPacketDigests } from '../../../../test/media-probe';
import { testMediaTools } from '../../../../test/media-tools';
import type { RenderedSegment, RenderSpec, SegmentCache } from '../video-provider';
import { createLocalVideoProvider } from './local-provider';
import { renderTiming, sceneFrameRanges, soundtrackKey } from './scene-segments';
import { scriptFromScenes } from './script-writer';
import type { VoiceOver } from './voice-over';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-segments-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A directory as the segment cache (the render step backs it with media storage). */
function directoryCache(root: string): SegmentCache {
  return {
    async restore(key, toPath) {
      const file = path.join(root, `${key}.mp4`);
      if (!(await stat(file).catch(() => null))) return false;
      await copyFile(file, toPath);
      return true;
    },
    keep: (key, fromPath) => copyFile(fromPath, path.join(root, `${key}.mp4`)),
  };
}

const SCENES = [
  { id: 's1', narration: 'Thirsty again? Meet GlowSip.', visual: 'A bottle', durationSeconds: 1.5 },
  { id: 's2', narration: 'It glows when you need a sip.', visual: 'Glow', durationSeconds: 1.5 },
  { id: 's3', narration: 'Drinks stay cold all day.', visual: 'Ice', durationSeconds: 1.5 },
  { id: 's4', narration: 'Get yours today.', visual: 'Logo', durationSeconds: 1.5 },
];

describe('per-scene segments', () => {
  it('cuts scenes where the painter switches, on whole frames, covering every frame once', () => {
    const script = scriptFromScenes('p', SCENES);
    const spec = { aspectRatio: '9:16', durationSeconds: 6.1, output: undefined } as unknown as RenderSpec;
    const timing = renderTiming(spec, script, null, 24);
    const ranges = sceneFrameRanges(timing);
    // 0.4 s of transition at 24 fps: a scene's first 10 frames (37 + 9.6 → frames 37..46)
    expect(ranges.map((r) => `${r.scene}${r.part[0]}${r.firstFrame}`)).toEqual(['0s0', '1t37', '1s47', '2t74', '2s83', '3t110', '3s120']);
    expect(ranges.reduce((sum, r) => sum + r.frameCount, 0)).toBe(Math.round(6.1 * 24));
  });

  it('re-renders only the edited scene: other scenes reused, their frames identical, the sound over the whole video', async () => {
    const provider = createLocalVideoProvider({ mediaTools: testMediaTools, fps: 12 });
    const cache = directoryCache(await mkdtemp(path.join(dir, 'cache-')));
    const render = async (scenes: typeof SCENES, name: string) => {
      let reported: RenderedSegment[] = [];
      const outputPath = path.join(dir, name);
      const spec: RenderSpec = {
        jobId: name,
        prompt: 'GlowSip bottle',
        visualStyle: 'pixar',
        aspectRatio: '1:1',
        durationSeconds: 6,
        watermark: false,
        scenes,
      };
      spec.output = { width: 320, height: 320, fps: 12 };
      await provider.render(spec, {
        outputPath,
        signal: new AbortController().signal,
        reportProgress: async () => undefined,
        resumeRequestId: null,
        saveRequestId: async () => undefined,
        segmentCache: cache,
        reportSegments: (segments) => void (reported = segments),
      });
      const encoded = reported.filter((s) => s.encoded);
      return {
        outputPath,
        encoded: encoded.filter((s) => s.part === 'scene').map((s) => s.scene),
        transitions: encoded.filter((s) => s.part === 'transition').map((s) => s.scene),
        soundtrackEncoded: encoded.some((s) => s.part === 'soundtrack'),
      };
    };
    const first = await render(SCENES, 'first.mp4');
    expect(first.encoded).toEqual([0, 1, 2, 3]);
    expect(first.soundtrackEncoded).toBe(true);
    const edited = SCENES.map((scene, i) => (i === 2 ? { ...scene, narration: 'Drinks stay icy all day.' } : scene));
    const second = await render(edited, 'second.mp4');
    expect(second.encoded).toEqual([2]);
    // the cut from scene 3 into scene 4 paints scene 3 underneath: that short part is made again too
    expect(second.transitions).toEqual([2, 3]);
    // no voice: the words changed the picture only, so the mastered soundtrack is the first render's, byte for byte
    expect(second.soundtrackEncoded).toBe(false);
    expect(await audioPacketDigests(second.outputPath)).toEqual(await audioPacketDigests(first.outputPath));

    const before = await testMediaTools.frameDigests(first.outputPath);
    const after = await testMediaTools.frameDigests(second.outputPath);
    expect(after).toHaveLength(72);
    expect(before).toHaveLength(72);
    // scene 3 owns frames 36..53 at 12 fps, the transition into scene 4 frames 54..58 (0.4 s);
    // every other frame is equal, scene 3's differ
    const outside = (list: string[]) => [...list.slice(0, 36), ...list.slice(59)];
    expect(outside(after)).toEqual(outside(before));
    expect(after.slice(36, 54)).not.toEqual(before.slice(36, 54));

    const info = await testMediaTools.probe(second.outputPath);
    const audio = info.streams!.find((s) => s.codec_type === 'audio');
    expect(audio?.codec_name).toBe('aac');
    expect(Number(info.format!.duration)).toBeCloseTo(6, 0);
  });

  it('keys the soundtrack by what is heard: the speech, the style and the length, not the pictures', () => {
    const spec = { prompt: 'GlowSip bottle', visualStyle: 'pixar', aspectRatio: '9:16', durationSeconds: 6, scenes: SCENES } as unknown as RenderSpec;
    const timing = renderTiming(spec, scriptFromScenes(spec.prompt, SCENES), null, 12);
    const speech = (bytes: number) => ({ wav: Buffer.alloc(64, bytes), durationMs: 1000, words: [], engine: 'espeak' as const });
    const voiceOver = (bytes: number): VoiceOver => ({
      sceneSeconds: [1.5, 1.5, 1.5, 1.5],
      totalSeconds: 6,
      words: [],
      spans: SCENES.map((_, i) => ({ start: i * 1.5, end: i * 1.5 + 1 })),
      speeches: SCENES.map((_, i) => speech(i === 2 ? bytes : 9)),
      engine: 'espeak',
    });
    const key = soundtrackKey(spec, voiceOver(1), timing);
    expect(soundtrackKey(spec, voiceOver(1), timing)).toBe(key);
    // another picture or headline in a scene: the same sound
    expect(soundtrackKey({ ...spec, scenes: SCENES.map((s) => ({ ...s, visual: 'Other' })) }, voiceOver(1), timing)).toBe(key);
    // another word spoken in scene 3, another style's music, another length: another soundtrack
    expect(soundtrackKey(spec, voiceOver(2), timing)).not.toBe(key);
    expect(soundtrackKey({ ...spec, visualStyle: 'anime' } as RenderSpec, voiceOver(1), timing)).not.toBe(key);
    expect(soundtrackKey(spec, voiceOver(1), { ...timing, durationSeconds: 7 })).not.toBe(key);
    expect(soundtrackKey(spec, null, timing)).not.toBe(key);
  });
});
