import { createTestApp, type TestApp } from '../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../test/test-browser';
import { findUnstorableText } from './text-guard';

// Regressions from the contract fuzzer (docs/decisions/029): each of these answered 500, because
// PostgreSQL refuses NUL in text and jsonb, and unpaired surrogates in jsonb.
let t: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  t = await createTestApp();
  ({ browser } = await signedUpBrowser(t.app));
});
afterAll(() => t.close());

const refused = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: 'must not contain NUL characters or unpaired surrogates' } });
};

describe('text no database can store is refused as 400, never a 500', () => {
  it('in a body (profile name, analytics URL, saved tags, draft scene ids)', async () => {
    refused(await browser.request({ method: 'PATCH', url: '/api/account/profile', payload: { name: 'Ada\u0000Lovelace' } }), 'name');
    const event = { event: 'page_view', timestamp: new Date().toISOString(), url: '/a\u0000b', referrer: null };
    refused(await browser.post('/api/analytics/funnel', event), 'url');
    refused(await browser.post('/api/analytics/funnel', { ...event, url: '/', utm: { 'k\u0000': 'v' } }), 'utm');
    refused(await browser.post('/api/creator-tools/saved', { kind: 'prompt', title: 'A hook', body: 'Stop scrolling', tags: ['a\u0000b'] }), 'tags.0');
    const scene = { id: 'scene\uD800', narration: 'Hello there', visual: 'A sunrise', durationSeconds: 5 };
    refused(
      await browser.post('/api/studio/drafts', {
        description: 'A video about sunrises',
        visualStyle: 'cinematic',
        aspectRatio: '16:9',
        durationSeconds: 5,
        tone: 'curious',
        scenes: [scene],
      }),
      'scenes.0.id',
    );
  });

  it('in a query and in a path parameter', async () => {
    refused(await browser.get('/api/studio/videos?q=%00'), 'q');
    refused(await browser.get('/api/public/video-proxy/%00'), 'id');
    refused(await browser.post('/api/gamification/achievements/%00/seen', {}), 'id');
    refused(await browser.request({ method: 'PATCH', url: '/api/studio/videos/a%00b', payload: { title: 'x' } }), 'videoId');
  });

  it('still takes every real character: emoji, joined families, right-to-left text, combining marks', async () => {
    const res = await browser.request({ method: 'PATCH', url: '/api/account/profile', payload: { name: 'Ada 👩‍👩‍👧‍👦 مرحبا é́' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Ada 👩‍👩‍👧‍👦 مرحبا é́');
    expect(findUnstorableText({ a: ['ok', { b: '🏳️‍🌈' }] }, 'body')).toBeUndefined();
    expect(findUnstorableText({ a: ['ok', { b: 'x\uDC00' }] }, 'body')).toBe('body.a.1.b');
  });
});
