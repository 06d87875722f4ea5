import { makeSampleVideo, startFakeFal, startFakeReplicate } from '../../../test/fake-provider-servers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createRender, runRender } from './service';
import { findRenderJob, listRenderEvents } from './repository';

let sample: Buffer;
beforeAll(async () => {
  sample = await makeSampleVideo();
});

async function renderThrough(t: TestApp) {
  const job = await createRender(
    { db: t.database.db, queue: t.queue, config: t.config, now: t.clock.now },
    {
      kind: 'studio',
      prompt: 'Solar garden lights that charge all day',
      visualStyle: 'retro-synthwave',
      aspectRatio: '1:1',
      durationSeconds: 5,
      creatorPlan: 'trial',
    },
  );
  await runRender({ ...t.jobDeps, providers: t.jobDeps.videoProviders }, job.id);
  return job.id;
}

describe.each([
  {
    name: 'fal',
    start: startFakeFal,
    env: (origin: string) => ({ VIDEO_PROVIDER: 'fal', FAL_KEY: 'test-fal-key', FAL_MODEL: 'fal-ai/ltx-video/text-to-video', FAL_QUEUE_URL: origin }),
  },
  {
    name: 'replicate',
    start: startFakeReplicate,
    env: (origin: string) => ({
      VIDEO_PROVIDER: 'replicate',
      REPLICATE_API_TOKEN: 'test-replicate-token',
      REPLICATE_MODEL: 'acme/video-model',
      REPLICATE_API_URL: origin,
    }),
  },
])('VIDEO_PROVIDER=$name through the job runner (acceptance 5)', ({ name, start, env }) => {
  it('stores the provider file and names the provider as the engine', { timeout: 60_000 }, async () => {
    const fake = await start(sample, { pendingPolls: 2, outcome: 'success' });
    const t = await createTestApp({ ...env(fake.origin), PROVIDER_POLL_INTERVAL_MS: '10' });
    try {
      const id = await renderThrough(t);
      expect(await findRenderJob(t.database.db, id)).toMatchObject({
        status: 'completed',
        engine: name,
        providerRequestId: expect.any(String),
        watermark: true,
      });
    } finally {
      await t.close();
      await fake.close();
    }
  });

  it('falls back to the local engine when the provider fails', { timeout: 60_000 }, async () => {
    const fake = await start(sample, { pendingPolls: 1, outcome: 'failure' });
    const t = await createTestApp({ ...env(fake.origin), PROVIDER_POLL_INTERVAL_MS: '10' });
    try {
      const id = await renderThrough(t);
      expect(await findRenderJob(t.database.db, id)).toMatchObject({ status: 'completed', engine: 'local' });
      expect((await listRenderEvents(t.database.db, id)).map((e) => e.status)).toEqual(['queued', 'processing', 'completed']);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
