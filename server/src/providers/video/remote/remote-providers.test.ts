import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeSampleVideo, startFakeFal, startFakeReplicate, type Scenario } from '../../../../test/fake-provider-servers';
import { grayThumbnail, meanAbsoluteDifference, probe, topLevelBoxes } from '../../../../test/media-probe';
import { testMediaTools } from '../../../../test/media-tools';
import { candidateTimes, makePoster } from '../poster';
import type { RenderSpec, VideoProvider } from '../video-provider';
import { createFalVideoProvider } from './fal-provider';
import { createReplicateVideoProvider } from './replicate-provider';
import { withWebReadyOutput } from './web-ready-output';

let dir: string;
let sample: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-remote-'));
  sample = await makeSampleVideo();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const spec: RenderSpec = {
  jobId: 'j1',
  prompt: 'Noise-cancelling earbuds for runners',
  visualStyle: 'anime',
  aspectRatio: '9:16',
  durationSeconds: 5,
  watermark: false,
};

async function renderWith(provider: VideoProvider, options: { resume?: string; spec?: Partial<RenderSpec> } = {}) {
  const outputPath = path.join(dir, `${Math.random().toString(36).slice(2)}.mp4`);
  const saved: string[] = [];
  const progress: number[] = [];
  await provider.render(
    { ...spec, ...options.spec },
    {
      outputPath,
      signal: AbortSignal.timeout(20_000),
      resumeRequestId: options.resume ?? null,
      saveRequestId: async (id) => void saved.push(id),
      reportProgress: async (p) => void progress.push(p),
    },
  );
  return { outputPath, saved, progress };
}

type Fake = Awaited<ReturnType<typeof startFakeFal>>;
type Case = {
  name: string;
  start: (s: Scenario) => Promise<Fake>;
  make: (origin: string, key?: string) => VideoProvider;
  submitPath: RegExp;
  requestId: string;
};
const cases: Case[] = [
  {
    name: 'fal.ai',
    start: (s) => startFakeFal(sample, s),
    make: (origin, key = 'test-fal-key') => createFalVideoProvider({ key, model: 'fal-ai/ltx-video/text-to-video', queueUrl: origin, pollIntervalMs: 10 }),
    submitPath: /^\/fal-ai\/ltx-video\/text-to-video$/,
    requestId: 'req-123',
  },
  {
    name: 'Replicate',
    start: (s) => startFakeReplicate(sample, s),
    make: (origin, key = 'test-replicate-token') => createReplicateVideoProvider({ token: key, model: 'acme/video-model', apiUrl: origin, pollIntervalMs: 10 }),
    submitPath: /^\/v1\/models\/acme\/video-model\/predictions$/,
    requestId: 'pred-abc',
  },
];

describe.each(cases)('the $name adapter (acceptance 5)', ({ start, make, submitPath, requestId }) => {
  it('submits with the key, polls a slow job to the end and copies the result file', async () => {
    const fake = await start({ pendingPolls: 4, outcome: 'success' });
    try {
      const { outputPath, saved, progress } = await renderWith(make(fake.origin));
      const submits = fake.requests.filter((r) => r.method === 'POST');
      expect(submits).toHaveLength(1);
      expect(submits[0]!.url).toMatch(submitPath);
      expect(JSON.stringify(submits[0]!.body)).toContain('Noise-cancelling earbuds for runners');
      expect(saved).toEqual([requestId]);
      expect(fake.requests.filter((r) => r.method === 'GET' && !r.url.startsWith('/files')).length).toBeGreaterThanOrEqual(5);
      expect(progress.at(-1)).toBeGreaterThanOrEqual(80);
      expect((await probe(outputPath)).streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
    } finally {
      await fake.close();
    }
  });

  it('resumes a request saved by an earlier attempt instead of paying for a second one', async () => {
    const fake = await start({ pendingPolls: 1, outcome: 'success' });
    try {
      await renderWith(make(fake.origin), { resume: requestId });
      expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });

  it('rides out a few 5xx answers while polling', async () => {
    const fake = await start({ pendingPolls: 1, outcome: 'success', flakyPolls: 2 });
    try {
      await expect(renderWith(make(fake.origin))).resolves.toBeDefined();
    } finally {
      await fake.close();
    }
  });

  it('reports a failed generation with the provider message', async () => {
    const fake = await start({ pendingPolls: 1, outcome: 'failure' });
    try {
      await expect(renderWith(make(fake.origin))).rejects.toThrow(/Content policy violation|CUDA out of memory/);
    } finally {
      await fake.close();
    }
  });

  it('reports an expired result URL', async () => {
    const fake = await start({ pendingPolls: 0, outcome: 'success', expiredResult: true });
    try {
      await expect(renderWith(make(fake.origin))).rejects.toThrow(/expired/);
    } finally {
      await fake.close();
    }
  });

  it('refuses a wrong key without retrying', async () => {
    const fake = await start({ pendingPolls: 0, outcome: 'success' });
    try {
      await expect(renderWith(make(fake.origin, 'wrong-key'))).rejects.toThrow(/401/);
      expect(fake.requests).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });
});

describe('remote results made web-ready', () => {
  it('re-encodes to H.264 High + AAC with moov first, and burns the watermark for free plans', async () => {
    const fake = await startFakeFal(sample, { pendingPolls: 0, outcome: 'success' });
    try {
      const fal = createFalVideoProvider({ key: 'test-fal-key', model: 'fal-ai/ltx-video/text-to-video', queueUrl: fake.origin, pollIntervalMs: 10 });
      const provider = withWebReadyOutput(fal, testMediaTools);
      const clean = await renderWith(provider);
      const marked = await renderWith(provider, { spec: { watermark: true } });
      const info = await probe(marked.outputPath);
      expect(info.streams.map((s) => `${s.codec_type}:${s.codec_name}:${s.profile}`)).toEqual(['video:h264:High', 'audio:aac:LC']);
      const boxes = await topLevelBoxes(marked.outputPath);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      const a = await grayThumbnail(clean.outputPath, 1);
      const b = await grayThumbnail(marked.outputPath, 1);
      // only the bottom-right corner changes: the watermark
      const corner = (img: Buffer) => Buffer.from([...img].filter((_, i) => i % 64 >= 32 && Math.floor(i / 64) >= 56));
      const top = (img: Buffer) => img.subarray(0, 64 * 40);
      expect(meanAbsoluteDifference(corner(a), corner(b))).toBeGreaterThan(10);
      expect(meanAbsoluteDifference(top(a), top(b))).toBeLessThan(2);
    } finally {
      await fake.close();
    }
  });

  it('gives a remote video a poster decoded from its file, even when the file is shorter than asked', async () => {
    const fake = await startFakeFal(sample, { pendingPolls: 0, outcome: 'success' });
    try {
      const fal = createFalVideoProvider({ key: 'test-fal-key', model: 'fal-ai/ltx-video/text-to-video', queueUrl: fake.origin, pollIntervalMs: 10 });
      const { outputPath } = await renderWith(withWebReadyOutput(fal, testMediaTools));
      const posterPath = `${outputPath}.poster.jpg`;
      // the sample runs 2 s of the 5 asked for: the scenes' late times fall past its end
      expect(await makePoster({ mediaTools: testMediaTools, videoPath: outputPath, outputPath: posterPath, spec })).toEqual({ width: 360, height: 640 });
      const [poster, second] = [await grayThumbnail(posterPath, 0), await grayThumbnail(outputPath, 0.85 * (5 / candidateTimes(spec).length))];
      expect(meanAbsoluteDifference(poster, second)).toBeLessThan(8); // a frame of the model's video, not the local engine's drawing
    } finally {
      await fake.close();
    }
  });

  it('classes a Replicate rate limit on submit as transient and succeeds when tried again', async () => {
    const fake = await startFakeReplicate(sample, { pendingPolls: 0, outcome: 'success', rateLimitFirstCreate: true });
    try {
      const replicate = createReplicateVideoProvider({ token: 'test-replicate-token', model: 'acme/video-model', apiUrl: fake.origin, pollIntervalMs: 10 });
      await expect(renderWith(replicate)).rejects.toMatchObject({ name: 'TransientProviderError' });
      await expect(renderWith(replicate)).resolves.toBeDefined();
    } finally {
      await fake.close();
    }
  });
});
