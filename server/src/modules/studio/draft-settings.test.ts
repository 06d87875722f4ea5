import { randomUUID } from 'node:crypto';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { videoRequest } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser } from '../../../test/test-browser';
import { runRender } from '../renders/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a restored draft (issue 29, acceptance 6)', () => {
  it('keeps voice, speed, language, captions, brand kit, media and length, and renders with its voice', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { idempotencyKey: _key, ...script } = videoRequest({ durationSeconds: 12 });
    const settings = {
      voice: { voiceId: 'ava-en', speed: 1.2, language: 'en' },
      language: 'en',
      captions: { style: 'bold-pop' },
      brandKit: false,
      platform: 'tiktok',
    };
    const saved = await browser.post('/api/studio/drafts', { ...script, settings });
    expect(saved.statusCode).toBe(201);
    // a later save without settings (an older client) keeps them
    await browser.request({ method: 'PUT', url: `/api/studio/drafts/${saved.json().id}`, payload: script });

    const [restored] = (await browser.get('/api/studio/drafts')).json().drafts;
    expect(restored).toMatchObject({ durationSeconds: 12, scenes: script.scenes, settings });

    // the maker renders the restored draft: its settings become the request's voice, captions and brand kit
    const { id: draftId, updatedAt: _at, settings: kept, ...draft } = restored;
    const video = (
      await browser.post('/api/studio/videos', {
        ...draft,
        draftId,
        voice: kept.voice,
        captions: kept.captions,
        brandKit: kept.brandKit,
        idempotencyKey: randomUUID(),
      })
    ).json();
    expect(video).toMatchObject({ voice: { voiceId: 'ava-en', speed: 1.2 }, captionStyle: 'bold-pop', durationSeconds: 12 });
    const fake = createFakeVideoProvider({ name: 'local' });
    await runRender({ ...t.jobDeps, providers: [fake.provider], now: t.clock.now }, video.id);
    expect(fake.calls[0]).toMatchObject({ voice: { voiceId: 'ava-en', speed: 1.2 }, captions: { style: 'bold-pop' }, brandKit: null });
  });
});
