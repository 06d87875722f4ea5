import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { createRender, runRender, type CreateRenderInput } from './service';
import { findRenderJob, listRenderEvents } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RENDER_MAX_ATTEMPTS: '3', RENDER_TIME_LIMIT_SECONDS: '60' });
});
afterAll(() => t.close());

const input: CreateRenderInput = {
  kind: 'studio',
  prompt: 'A coffee subscription for busy people',
  visualStyle: 'cinematic',
  aspectRatio: '16:9',
  durationSeconds: 6,
  creatorPlan: 'pro',
};
const create = (overrides: Partial<CreateRenderInput> = {}) =>
  createRender({ db: t.database.db, queue: t.queue, config: t.config, now: t.clock.now }, { ...input, ...overrides });
const deps = (...providers: ReturnType<typeof createFakeVideoProvider>['provider'][]) => ({ ...t.jobDeps, providers, now: t.clock.now });
const statuses = async (id: string) => (await listRenderEvents(t.database.db, id)).map((e) => e.status);

describe('render jobs', () => {
  it('moves queued → processing → completed, stores one file and remembers the engine', async () => {
    const job = await create();
    expect(job).toMatchObject({ status: 'queued', watermark: false, provider: 'local' });
    const fake = createFakeVideoProvider({ bytes: 1234 });
    await runRender(deps(fake.provider), job.id);
    expect(await findRenderJob(t.database.db, job.id)).toMatchObject({ status: 'completed', progress: 100, engine: 'local', mediaBytes: 1234, attempts: 1 });
    expect(await statuses(job.id)).toEqual(['queued', 'processing', 'completed']);
  });

  it('burns the watermark for free and trial owners only', async () => {
    expect((await create({ creatorPlan: 'free' })).watermark).toBe(true);
    expect((await create({ creatorPlan: 'trial' })).watermark).toBe(true);
    expect((await create({ creatorPlan: 'business' })).watermark).toBe(false);
  });

  it('does nothing when a finished job is delivered again', async () => {
    const job = await create();
    const fake = createFakeVideoProvider();
    await runRender(deps(fake.provider), job.id);
    await runRender(deps(fake.provider), job.id);
    expect(fake.calls).toHaveLength(1);
    expect((await statuses(job.id)).filter((s) => s === 'completed')).toHaveLength(1);
  });

  it('completes exactly once when two workers run the same job at the same time', async () => {
    const job = await create();
    const fake = createFakeVideoProvider({ delayMs: 50 });
    await Promise.all([runRender(deps(fake.provider), job.id), runRender(deps(fake.provider), job.id)]);
    expect((await statuses(job.id)).filter((s) => s === 'completed')).toHaveLength(1);
    const files = (await readdir(path.join(t.config.mediaDir, 'renders'))).filter((f) => f.startsWith(job.id));
    expect(files.sort()).toEqual([`${job.id}.mp4`, `${job.id}.poster.jpg`]);
  });

  it('asks the queue for a retry on a failure, and fails for good after the last attempt', async () => {
    const job = await create();
    const fake = createFakeVideoProvider({ failures: 5, error: 'ffmpeg crashed' });
    await expect(runRender(deps(fake.provider), job.id)).rejects.toThrow('ffmpeg crashed');
    await expect(runRender(deps(fake.provider), job.id)).rejects.toThrow('ffmpeg crashed');
    expect((await findRenderJob(t.database.db, job.id))?.status).toBe('processing');
    await runRender(deps(fake.provider), job.id); // third and last attempt: no throw, a clear error
    expect(await findRenderJob(t.database.db, job.id)).toMatchObject({ status: 'failed', attempts: 3, error: expect.stringContaining('ffmpeg crashed') });
  });

  it('succeeds on a retry after a transient failure', async () => {
    const job = await create();
    const fake = createFakeVideoProvider({ failures: 1 });
    await expect(runRender(deps(fake.provider), job.id)).rejects.toThrow();
    await runRender(deps(fake.provider), job.id);
    expect((await findRenderJob(t.database.db, job.id))?.status).toBe('completed');
  });

  it('falls back to the next provider when the first one fails, and says which engine made it', async () => {
    const job = await create();
    const remote = createFakeVideoProvider({ name: 'fal', failures: 1 });
    const local = createFakeVideoProvider();
    await runRender(deps(remote.provider, local.provider), job.id);
    expect(await findRenderJob(t.database.db, job.id)).toMatchObject({ status: 'completed', engine: 'local' });
  });

  it('stops a render that runs past the time limit', async () => {
    const job = await create();
    const strict = { ...deps(createFakeVideoProvider({ delayMs: 5_000 }).provider), config: { ...t.config, RENDER_TIME_LIMIT_SECONDS: 1 } };
    await runRender(strict, job.id);
    expect(await findRenderJob(t.database.db, job.id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/longer than the 1-second limit/) });
  });

  it('ends an attempt at once on shutdown without failing the job, so another worker finishes it', async () => {
    const job = await create();
    const shutdown = new AbortController();
    const running = runRender({ ...deps(createFakeVideoProvider({ delayMs: 5_000 }).provider), shutdownSignal: shutdown.signal }, job.id);
    // the shutdown comes once the attempt is under way (the job taken, the engine drawing)
    await vi.waitFor(async () => expect(await findRenderJob(t.database.db, job.id)).toMatchObject({ status: 'processing', progress: 50 }), {
      timeout: 15_000,
      interval: 20,
    });
    shutdown.abort();
    await expect(running).rejects.toThrow();
    expect((await findRenderJob(t.database.db, job.id))?.status).toBe('processing');
    await runRender(deps(createFakeVideoProvider().provider), job.id);
    expect(await findRenderJob(t.database.db, job.id)).toMatchObject({ status: 'completed', attempts: 2 });
  });
});
