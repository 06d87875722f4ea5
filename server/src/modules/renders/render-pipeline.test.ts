import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { probe } from '../../../test/media-probe';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { RenderSteps } from './render-steps';
import { createRender, findRenderJob, runRender, type CreateRenderInput } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RENDER_MAX_ATTEMPTS: '1', RENDER_TIME_LIMIT_SECONDS: '60' });
});
afterAll(() => t.close());

const input: CreateRenderInput = {
  kind: 'studio',
  prompt: 'A standing desk that remembers your heights',
  visualStyle: 'cinematic',
  aspectRatio: '16:9',
  durationSeconds: 6,
  creatorPlan: 'pro',
};
const create = () => createRender({ db: t.database.db, queue: t.queue, config: t.config, now: t.clock.now }, input);
const storedBytes = async (id: string) => {
  const job = await findRenderJob(t.database.db, id);
  const chunks: Buffer[] = [];
  for await (const chunk of await t.storage.read(job!.mediaKey!)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A segment of `frames` solid frames at 10 fps, as the engine would encode one scene. */
async function sceneSegment(file: string, frames: number, level: number, signal: AbortSignal): Promise<string> {
  const encoder = t.jobDeps.mediaTools.startEncoder({ width: 64, height: 36, fps: 10, audioPath: null, outputPath: file, metadataComment: 'scene', signal });
  for (let i = 0; i < frames; i++) await encoder.write(Buffer.alloc(64 * 36 * 4, level));
  await encoder.finish();
  return file;
}

describe('a render attempt as a pipeline of steps', () => {
  it('runs plan → render scenes → assemble → master → publish, each on the result of the one before', async () => {
    const job = await create();
    const order: string[] = [];
    const fake = createFakeVideoProvider({ bytes: 2048 });
    const steps: Partial<RenderSteps> = {
      // a master step that writes a new file: what is published is what it returns
      async master(attempt, video) {
        order.push(`master ${path.basename(video.path)} by ${video.engine}`);
        const mastered = path.join(attempt.scratchDir, 'mastered.mp4');
        await writeFile(mastered, Buffer.concat([Buffer.from('MASTERED'), await readFile(video.path)]));
        return { ...video, path: mastered };
      },
    };
    await runRender({ ...t.jobDeps, providers: [fake.provider], now: t.clock.now }, job.id, { steps });
    // plan, render and assemble ran before (the engine's one file, as made), publish after (the mastered file is stored)
    expect(order).toEqual(['master output.mp4 by local']);
    expect((await storedBytes(job.id)).subarray(0, 8).toString()).toBe('MASTERED');
    expect(fake.calls).toHaveLength(1);
    expect(await findRenderJob(t.database.db, job.id)).toMatchObject({ status: 'completed', engine: 'local', mediaBytes: 2056 });
  });

  it('joins the scenes an engine renders one by one into one video (the seam a per-scene engine uses)', async () => {
    const job = await create();
    const steps: Partial<RenderSteps> = {
      async renderScenes(attempt, plan) {
        const segments = [];
        for (const [i, frames] of [10, 20, 15].entries())
          segments.push(await sceneSegment(path.join(attempt.scratchDir, `scene-${i}.mp4`), frames, 60 * (i + 1), attempt.signal));
        return { engine: plan.providers[0]!.name, timeline: null, segments };
      },
    };
    await runRender({ ...t.jobDeps, providers: [createFakeVideoProvider().provider], now: t.clock.now }, job.id, { steps });
    const video = path.join(t.config.dataDir, 'joined-check.mp4');
    await writeFile(video, await storedBytes(job.id));
    const info = await probe(video);
    expect(Number(info.format.duration)).toBeCloseTo(4.5, 1);
    expect(await findRenderJob(t.database.db, job.id)).toMatchObject({ status: 'completed', posterKey: expect.any(String) });
  });

  it('fails the job for good when a step fails on the last attempt, naming the cause', async () => {
    const job = await create();
    const steps: Partial<RenderSteps> = {
      async assemble() {
        throw new Error('the segments do not match');
      },
    };
    await runRender({ ...t.jobDeps, providers: [createFakeVideoProvider().provider], now: t.clock.now }, job.id, { steps });
    expect(await findRenderJob(t.database.db, job.id)).toMatchObject({ status: 'failed', error: 'The video could not be rendered: the segments do not match' });
  });
});
