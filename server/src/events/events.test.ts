import { randomUUID } from 'node:crypto';
import { createFakeVideoProvider } from '../../test/fake-video-provider';
import { renderVideo } from '../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestBrowser, signedUpBrowser } from '../../test/test-browser';
import { startQueue, type Queue } from '../jobs/queue';
import { createLogger } from '../logger';
import { createRender, runRender } from '../modules/renders/service';
import { EVENT_NAMES, type EventName } from './catalog';
import { publishEvent } from './publish';
import { defineSubscriber, subscriberHandler, type Subscriber } from './subscribers';

type Seen = { subscriber: string; event: EventName; eventId: string; payload: Record<string, unknown> };

/** What the test subscribers saw, and promises that resolve when a matching delivery arrives. */
function createRecorder() {
  const seen: Seen[] = [];
  const waiting: { match: (s: Seen) => boolean; resolve: (s: Seen) => void }[] = [];
  return {
    seen,
    record(delivery: Seen) {
      seen.push(delivery);
      for (const waiter of waiting.filter((w) => w.match(delivery))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(delivery);
      }
    },
    next(subscriber: string, event: EventName, payload: Record<string, unknown>): Promise<Seen> {
      const match = (s: Seen) => s.subscriber === subscriber && s.event === event && Object.entries(payload).every(([k, v]) => s.payload[k] === v);
      const found = seen.find(match);
      return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ match, resolve }));
    },
  };
}

const recorder = createRecorder();
const flakyAttempts = new Map<string, number>();

const recording = (event: EventName, name: string) =>
  defineSubscriber({
    event,
    name,
    handle: async (payload, context) => recorder.record({ subscriber: name, event, eventId: context.eventId, payload: payload as Record<string, unknown> }),
  });

const subscribers: Subscriber[] = [
  ...EVENT_NAMES.map((event) => recording(event, 'test-recorder')),
  // a second subscriber of one event gets its own copy
  recording('user.signed_up', 'test-second'),
  // fails its first attempt at every event, then succeeds: the queue retries it on its own
  defineSubscriber({
    event: 'lead.captured',
    name: 'test-flaky',
    retry: { retryLimit: 3, retryDelay: 0, retryBackoff: false },
    handle: async (payload, context) => {
      const attempts = (flakyAttempts.get(payload.leadId) ?? 0) + 1;
      flakyAttempts.set(payload.leadId, attempts);
      if (attempts === 1) throw new Error('the first attempt fails');
      recorder.record({ subscriber: 'test-flaky', event: 'lead.captured', eventId: context.eventId, payload });
    },
  }),
];

let t: TestApp;
let subscriberQueue: Queue;
beforeAll(async () => {
  t = await createTestApp({ RENDER_MAX_ATTEMPTS: '1', RENDER_TIME_LIMIT_SECONDS: '60' });
  // the test's subscribers run as the app's would: their queues made and subscribed at start, a worker each
  const logger = createLogger('silent');
  subscriberQueue = await startQueue({ url: t.testDatabase.url, logger, definitions: subscribers.map((s) => s.job), pollingIntervalSeconds: 0.5 });
  await subscriberQueue.startWorkers(subscribers.map((s) => subscriberHandler(s, { db: t.database.db, logger })));
});
afterAll(async () => {
  await subscriberQueue.stop();
  await t.close();
});

/** The jobs ever queued for `queue` whose event payload has `field` = `value` (nothing is archived during a test). */
async function queuedJobs(queue: string, field: string, value: string): Promise<number> {
  const { rows } = await t.database.pool.query(`select count(*)::int as n from pgboss.job where name = $1 and data->'payload'->>$2 = $3`, [
    queue,
    field,
    value,
  ]);
  return rows[0].n;
}

const runWith = (provider: ReturnType<typeof createFakeVideoProvider>['provider']) => ({ ...t.jobDeps, providers: [provider], now: t.clock.now });

describe('domain events', () => {
  it('reach no subscriber when the publishing transaction rolls back, and every subscriber when it commits', async () => {
    const rolledBack = randomUUID();
    const committed = randomUUID();
    await expect(
      t.database.db.transaction(async (tx) => {
        await publishEvent(tx, 'user.signed_up', { userId: rolledBack });
        throw new Error('the change fails after publishing');
      }),
    ).rejects.toThrow('the change fails after publishing');
    await t.database.db.transaction((tx) => publishEvent(tx, 'user.signed_up', { userId: committed }));

    const first = await recorder.next('test-recorder', 'user.signed_up', { userId: committed });
    const second = await recorder.next('test-second', 'user.signed_up', { userId: committed });
    expect(second.eventId).toBe(first.eventId);
    // the rolled-back publish left no job behind, so no worker can ever deliver it
    expect(await queuedJobs('event.user.signed_up.test-recorder', 'userId', rolledBack)).toBe(0);
    expect(await queuedJobs('event.user.signed_up.test-second', 'userId', rolledBack)).toBe(0);
    expect(await queuedJobs('event.user.signed_up.test-recorder', 'userId', committed)).toBe(1);
    expect(recorder.seen.filter((s) => s.payload.userId === rolledBack)).toEqual([]);
  });

  it('refuses a payload the catalogue does not allow, and the transaction with it', async () => {
    const renderJobId = randomUUID();
    await expect(
      t.database.db.transaction((tx) => publishEvent(tx, 'render.failed', { renderJobId, kind: 'studio', ownerUserId: null } as never)),
    ).rejects.toThrow();
    expect(await queuedJobs('event.render.failed.test-recorder', 'renderJobId', renderJobId)).toBe(0);
  });

  it("retries a subscriber that throws until it succeeds, without running the event's other subscribers again", async () => {
    const leadId = randomUUID();
    await t.database.db.transaction((tx) => publishEvent(tx, 'lead.captured', { leadId, isNew: true, via: 'opt_in', source: 'default' }));
    await recorder.next('test-flaky', 'lead.captured', { leadId });
    expect(flakyAttempts.get(leadId)).toBe(2);
    await recorder.next('test-recorder', 'lead.captured', { leadId });
    expect(
      recorder.seen
        .filter((s) => s.payload.leadId === leadId)
        .map((s) => s.subscriber)
        .sort(),
    ).toEqual(['test-flaky', 'test-recorder']);
  });

  it('runs both subscribers of one event', async () => {
    const userId = randomUUID();
    await t.database.db.transaction((tx) => publishEvent(tx, 'user.signed_up', { userId }));
    await Promise.all([recorder.next('test-recorder', 'user.signed_up', { userId }), recorder.next('test-second', 'user.signed_up', { userId })]);
  });
});

describe('where events are published', () => {
  it('sign-up → user.signed_up', async () => {
    const { user } = await signedUpBrowser(t.app);
    await recorder.next('test-recorder', 'user.signed_up', { userId: user.id });
  });

  it('a test-mode purchase → invoice.paid with the credits it granted, once', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const checkout = (await browser.post('/api/billing/checkouts', { plan: 'pro', period: 'monthly' })).json();
    const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada' };
    await browser.post(`/api/billing/checkouts/${checkout.id}/pay`, card);
    await browser.post(`/api/billing/checkouts/${checkout.id}/pay`, card);
    const paid = await recorder.next('test-recorder', 'invoice.paid', { userId: user.id });
    expect(paid.payload).toMatchObject({ plan: 'pro', period: 'monthly', creditsGranted: 600 });
    expect(await queuedJobs('event.invoice.paid.test-recorder', 'userId', user.id)).toBe(1);
  });

  it('an opt-in → lead.captured, a new lead and then a known one', async () => {
    const email = `events.${randomUUID().slice(0, 8)}@studio.io`;
    const browser = createTestBrowser(t.app);
    await browser.open();
    expect((await browser.post('/api/opt-in-handler', { email, source: 'organic' })).statusCode).toBe(200);
    const { rows } = await t.database.pool.query('select id from leads where email = $1', [email]);
    const leadId = rows[0].id as string;
    await recorder.next('test-recorder', 'lead.captured', { leadId, isNew: true, via: 'opt_in', source: 'organic' });
    expect((await browser.post('/api/leads/capture', { email })).statusCode).toBe(200);
    await recorder.next('test-recorder', 'lead.captured', { leadId, isNew: false, via: 'capture' });
  });

  it('a studio render that completes → render.completed, and sharing it → video.shared once', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser)).json();
    await runRender(runWith(createFakeVideoProvider().provider), id);
    await recorder.next('test-recorder', 'render.completed', { renderJobId: id, kind: 'studio', ownerUserId: user.id });

    const { token } = (await browser.post(`/api/studio/videos/${id}/share`)).json();
    await recorder.next('test-recorder', 'video.shared', { renderJobId: id, ownerUserId: user.id, shareId: token });
    // asking again hands out the live link: nothing new was shared, so nothing is published
    expect((await browser.post(`/api/studio/videos/${id}/share`)).json().token).toBe(token);
    expect(await queuedJobs('event.video.shared.test-recorder', 'renderJobId', id)).toBe(1);
    // a finished job delivered again completes nothing and announces nothing
    await runRender(runWith(createFakeVideoProvider().provider), id);
    expect(await queuedJobs('event.render.completed.test-recorder', 'renderJobId', id)).toBe(1);
  });

  it('a studio render that fails → render.failed with the reason, once', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser)).json();
    await runRender(runWith(createFakeVideoProvider({ failures: 9, error: 'ffmpeg crashed' }).provider), id);
    const failed = await recorder.next('test-recorder', 'render.failed', { renderJobId: id, kind: 'studio', ownerUserId: user.id });
    expect(failed.payload.reason).toContain('ffmpeg crashed');
    await runRender(runWith(createFakeVideoProvider({ failures: 9 }).provider), id);
    expect(await queuedJobs('event.render.failed.test-recorder', 'renderJobId', id)).toBe(1);
  });

  it('a demo render → render.completed with no owner', async () => {
    const job = await createRender(
      { db: t.database.db, queue: t.queue, config: t.config, now: t.clock.now },
      {
        kind: 'demo',
        prompt: 'A bakery that delivers at dawn',
        visualStyle: 'cinematic',
        aspectRatio: '9:16',
        durationSeconds: 6,
        creatorPlan: 'free',
        visitorId: randomUUID(),
      },
    );
    await runRender(runWith(createFakeVideoProvider().provider), job.id);
    await recorder.next('test-recorder', 'render.completed', { renderJobId: job.id, kind: 'demo', ownerUserId: null });
  });
});
