import type { Plan } from '@common/contracts/auth';
import type { RenderKind } from '@common/contracts/video';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { renderVideoJob } from '../../jobs/definitions/render-video';
import { jobDefinitions } from '../../workers/registry';
import { startQueue, type Queue } from '../../jobs/queue';
import { createLogger } from '../../logger';
import { RENDER_PRIORITIES, renderPriority } from './render-priority';
import { createRender, findQueuePosition, type CreateRenderInput } from './service';

let t: TestApp;
let worker: Queue;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

const input: CreateRenderInput = {
  kind: 'studio',
  prompt: 'A coffee subscription for busy people',
  visualStyle: 'cinematic',
  aspectRatio: '16:9',
  durationSeconds: 6,
  creatorPlan: 'free',
};
const create = (kind: RenderKind, creatorPlan: Plan) =>
  createRender({ db: t.database.db, queue: t.queue, config: t.config, now: t.clock.now }, { ...input, kind, creatorPlan });

/** One worker (pg-boss, one job at a time) that records the order it starts renders in; the first render it takes holds it busy until released. */
async function startBusyWorker() {
  const started: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let busy!: () => void;
  const isBusy = new Promise<void>((resolve) => (busy = resolve));
  let drained!: () => void;
  const allStarted = new Promise<void>((resolve) => (drained = resolve));
  let expected = Infinity;
  worker = await startQueue({
    url: t.testDatabase.url,
    logger: createLogger('silent'),
    definitions: jobDefinitions,
    pollingIntervalSeconds: 0.5,
  });
  await worker.startWorkers([
    {
      definition: renderVideoJob,
      async run({ jobId }) {
        started.push(jobId);
        if (started.length === 1) {
          busy();
          await held;
        }
        if (started.length === expected) drained();
      },
    },
  ]);
  return { started, isBusy, release, waitFor: (count: number) => ((expected = count), allStarted) };
}

describe('render priority (ADR 050)', () => {
  it('ranks demos, then priority plans, then the other paid plans, then free and trial, then the showcase', () => {
    expect(renderPriority({ kind: 'demo', creatorPlan: 'free' })).toBe(RENDER_PRIORITIES.demo);
    expect(renderPriority({ kind: 'studio', creatorPlan: 'enterprise' })).toBe(RENDER_PRIORITIES.priorityPlan);
    expect(renderPriority({ kind: 'studio', creatorPlan: 'business' })).toBe(RENDER_PRIORITIES.priorityPlan);
    expect(renderPriority({ kind: 'studio', creatorPlan: 'pro' })).toBe(RENDER_PRIORITIES.paidPlan);
    expect(renderPriority({ kind: 'studio', creatorPlan: 'trial' })).toBe(RENDER_PRIORITIES.freePlan);
    expect(renderPriority({ kind: 'studio', creatorPlan: 'free' })).toBe(RENDER_PRIORITIES.freePlan);
    expect(renderPriority({ kind: 'showcase', creatorPlan: 'pro' })).toBe(RENDER_PRIORITIES.showcase);
  });

  it('on a busy worker, a paid render queued behind a free one starts first; a demo queued behind paid renders waits behind none; places in the queue say so', async () => {
    const queue = await startBusyWorker();
    const blocker = await create('studio', 'free');
    await queue.isBusy;
    const free = await create('studio', 'free');
    const trial = await create('studio', 'trial');
    const pro = await create('studio', 'pro');
    const business = await create('studio', 'business');
    const demo = await create('demo', 'free');
    expect(await findQueuePosition(t.database.db, blocker.id)).toBeNull();
    const places = await Promise.all([demo, business, pro, free, trial].map((row) => findQueuePosition(t.database.db, row.id)));
    expect(places).toEqual([1, 2, 3, 4, 5]);
    const done = queue.waitFor(6);
    queue.release();
    await done;
    expect(queue.started).toEqual([blocker.id, demo.id, business.id, pro.id, free.id, trial.id]);
  });
});
