import { randomUUID } from 'node:crypto';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { balanceOf, renderVideo, videoRequest } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { runRender } from '../renders/service';

let t: TestApp;
let owner: TestBrowser;
let intruder: TestBrowser;
let videoId: string;
let failedId: string;
let draftId: string;
let shareToken: string;

beforeAll(async () => {
  t = await createTestApp({ RENDER_MAX_ATTEMPTS: '1' });
  ({ browser: owner } = await signedUpBrowser(t.app));
  ({ browser: intruder } = await signedUpBrowser(t.app));
  videoId = (await renderVideo(owner)).json().id;
  await runRender({ ...t.jobDeps, providers: [createFakeVideoProvider().provider], now: t.clock.now }, videoId);
  failedId = (await renderVideo(owner)).json().id;
  await runRender({ ...t.jobDeps, providers: [createFakeVideoProvider({ failures: 1 }).provider], now: t.clock.now }, failedId).catch(() => undefined);
  const { idempotencyKey: _key, ...settings } = videoRequest();
  draftId = (await owner.post('/api/studio/drafts', settings)).json().id;
  shareToken = (await owner.post(`/api/studio/videos/${videoId}/share`)).json().token;
});
afterAll(() => t.close());

describe("another creator's objects", () => {
  const calls: [string, () => { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown }][] = [
    ['read a video', () => ({ method: 'GET', url: `/api/studio/videos/${videoId}` })],
    ['read a job that failed', () => ({ method: 'GET', url: `/api/studio/videos/${failedId}` })],
    ['play a video', () => ({ method: 'GET', url: `/api/studio/videos/${videoId}/media` })],
    ['download a video', () => ({ method: 'GET', url: `/api/studio/videos/${videoId}/media?download=1` })],
    ['rename a video', () => ({ method: 'PATCH', url: `/api/studio/videos/${videoId}`, payload: { title: 'Mine now' } })],
    ['delete a video', () => ({ method: 'DELETE', url: `/api/studio/videos/${videoId}` })],
    [
      'make a variant',
      () => ({
        method: 'POST',
        url: `/api/studio/videos/${videoId}/variants`,
        payload: { aspectRatio: '1:1', visualStyle: 'noir', idempotencyKey: randomUUID() },
      }),
    ],
    ['retry a job', () => ({ method: 'POST', url: `/api/studio/videos/${failedId}/retry`, payload: { idempotencyKey: randomUUID() } })],
    ['share a video', () => ({ method: 'POST', url: `/api/studio/videos/${videoId}/share` })],
    ['revoke a share', () => ({ method: 'DELETE', url: `/api/studio/videos/${videoId}/share` })],
    ['read a draft', () => ({ method: 'GET', url: `/api/studio/drafts/${draftId}` })],
    ['save over a draft', () => ({ method: 'PUT', url: `/api/studio/drafts/${draftId}`, payload: (({ idempotencyKey: _k, ...s }) => s)(videoRequest()) })],
    ['delete a draft', () => ({ method: 'DELETE', url: `/api/studio/drafts/${draftId}` })],
    ['read the public proxy of a studio video', () => ({ method: 'GET', url: `/api/public/video-proxy/${videoId}` })],
    ['read the public details of a studio video', () => ({ method: 'GET', url: `/api/animation/videos/${videoId}/details` })],
  ];

  it.each(calls)('%s: 404, the same as an id that never existed', async (_name, call) => {
    const response = await intruder.request(call());
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(videoId);
  });

  it('leaves the owner’s objects as they were, and charges the intruder nothing', async () => {
    expect((await owner.get(`/api/studio/videos/${videoId}`)).json()).toMatchObject({ status: 'completed', shareToken });
    expect((await owner.get(`/api/studio/drafts/${draftId}`)).statusCode).toBe(200);
    expect((await intruder.get('/api/studio/videos')).json().videos).toEqual([]);
    expect((await intruder.get('/api/studio/drafts')).json().drafts).toEqual([]);
    expect(await balanceOf(intruder)).toBe(140);
    // rendering with someone else's draft id renders, but leaves their draft alone
    expect((await renderVideo(intruder, { draftId })).statusCode).toBe(202);
    expect((await owner.get(`/api/studio/drafts/${draftId}`)).statusCode).toBe(200);
  });

  it('answers 401 to nobody on every studio call', async () => {
    const anonymous = createTestBrowser(t.app);
    await anonymous.open();
    for (const [, call] of calls.slice(0, 13)) expect((await anonymous.request(call())).statusCode).toBe(401);
  });

  it('keeps a shared video open to anyone with the link', async () => {
    expect((await createTestBrowser(t.app).get(`/api/share/${shareToken}`)).statusCode).toBe(200);
    expect((await createTestBrowser(t.app).get(`/api/share/${'x'.repeat(32)}`)).statusCode).toBe(404);
  });
});
