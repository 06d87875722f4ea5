import { randomUUID } from 'node:crypto';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { balanceOf, renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser } from '../../../test/test-browser';
import { refundRender } from '../credits/service';
import { failRender, runRender } from '../renders/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RENDER_MAX_ATTEMPTS: '2', RENDER_TIME_LIMIT_SECONDS: '60' });
});
afterAll(() => t.close());

const failing = () => ({ ...t.jobDeps, providers: [createFakeVideoProvider({ failures: 99 }).provider], now: t.clock.now });
const ledgerKinds = async (browser: Awaited<ReturnType<typeof signedUpBrowser>>['browser']) =>
  (await browser.get('/api/credits/ledger')).json().entries.map((e: { kind: string; amount: number }) => `${e.kind} ${e.amount}`);

/** Runs every attempt the queue would make, then once more as a late redelivery. */
async function failForGood(id: string) {
  for (let attempt = 0; attempt < 2; attempt++) await runRender(failing(), id).catch(() => undefined);
  await runRender(failing(), id).catch(() => undefined);
}

describe('refunds', () => {
  it('refunds a render that fails, exactly once however often the failure is reported', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser)).json();
    expect(await balanceOf(browser)).toBe(135);
    await failForGood(id);
    expect((await browser.get(`/api/studio/videos/${id}`)).json()).toMatchObject({ status: 'failed' });
    expect(await balanceOf(browser)).toBe(140);
    // a second failure report and a direct refund call change nothing
    expect(await failRender(t.jobDeps, id, 'again', t.clock.now())).toBe(false);
    expect(await t.database.db.transaction((tx) => refundRender({ tx, renderJobId: id, now: t.clock.now() }))).toBe(0);
    expect(await ledgerKinds(browser)).toEqual(['refund 5', 'spend -5', 'grant 100', 'grant 40']);
  });

  it('charges a retry of a failed video once and refunds it once when the retry fails too', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser)).json();
    await failForGood(id);
    const idempotencyKey = randomUUID();
    const retries = await Promise.all([1, 2, 3].map(() => browser.post(`/api/studio/videos/${id}/retry`, { idempotencyKey })));
    expect(retries.map((r) => r.statusCode)).toEqual([202, 202, 202]);
    const retry = retries[0]!.json();
    expect(retry).toMatchObject({ retryOfId: id, status: 'queued' });
    expect(await balanceOf(browser)).toBe(135);
    await failForGood(retry.id);
    expect(await balanceOf(browser)).toBe(140);
    expect(await ledgerKinds(browser)).toEqual(['refund 5', 'spend -5', 'refund 5', 'spend -5', 'grant 100', 'grant 40']);
  });

  it('refuses to retry a video that did not fail', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser)).json();
    const response = await browser.post(`/api/studio/videos/${id}/retry`, { idempotencyKey: randomUUID() });
    expect(response.statusCode).toBe(409);
    expect(await balanceOf(browser)).toBe(135);
  });

  it('keeps the credits of a render that succeeds', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser)).json();
    await runRender({ ...t.jobDeps, providers: [createFakeVideoProvider().provider], now: t.clock.now }, id);
    expect((await browser.get(`/api/studio/videos/${id}`)).json()).toMatchObject({ status: 'completed', progress: 100 });
    expect(await balanceOf(browser)).toBe(135);
  });
});
