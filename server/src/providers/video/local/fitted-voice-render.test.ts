import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { probe, type Probe } from '../../../../test/media-probe';
import { testMediaTools } from '../../../../test/media-tools';
import { loadConfig } from '../../../config';
import { createLogger } from '../../../logger';
import { GLIMMERFOX } from '../../../../test/product-fixtures';
import { createScriptWriter } from '../../script-writer/index';
import { createEspeakVoiceProvider } from '../../voice/espeak/espeak-provider';
import type { RenderTimeline } from '../video-provider';
import { createLocalVideoProvider } from './local-provider';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-fitted-render-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a product script fitted to its length, rendered with its voice (issue 27, acceptance 3)', () => {
  it('keeps the chosen 15 seconds and the voice ends before the video does', { timeout: 600_000 }, async () => {
    const voice = { voiceId: 'max-en', speed: 0.8 } as const;
    const request = {
      description: 'Glimmerfox solar camping lantern, 400 lumens, charges in 6 hours of sun',
      visualStyle: 'cinematic',
      aspectRatio: '9:16',
      durationSeconds: 15,
      tone: 'hilarious',
      product: GLIMMERFOX,
      voice,
    } as const;
    const { scenes } = await createScriptWriter(loadConfig({}), createLogger('silent')).writeScript(request);
    const provider = createLocalVideoProvider({ mediaTools: testMediaTools, voice: createEspeakVoiceProvider() });
    const outputPath = path.join(dir, 'fitted.mp4');
    let timeline: RenderTimeline | undefined;
    await provider.render(
      { jobId: 'fit', prompt: request.description, visualStyle: 'cinematic', aspectRatio: '9:16', durationSeconds: 15, watermark: false, scenes, voice, captions: { style: 'bold-pop' } },
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
    const streams = info.streams as (Probe['streams'][number] & { duration?: string })[];
    const video = streams.find((s) => s.codec_type === 'video')!;
    const audio = streams.find((s) => s.codec_type === 'audio')!;
    const videoSeconds = Number(video.duration);
    // the speech did not stretch the video: it lasts the 15 seconds chosen and paid for
    expect(videoSeconds).toBeGreaterThan(14.5);
    expect(videoSeconds).toBeLessThanOrEqual(15.1);
    // the last spoken word ends before the picture does, and so does the sound track
    const lastWordEnd = timeline!.words.at(-1)!.endMs / 1000;
    expect(lastWordEnd).toBeLessThan(videoSeconds);
    expect(Number(audio.duration)).toBeLessThanOrEqual(videoSeconds + 0.05);
    expect(timeline!.durationMs / 1000).toBeLessThanOrEqual(15.01);
  });
});
