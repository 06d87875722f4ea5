import { VOICE_IDS } from '@common/catalog/voices';
import { voiceLibraryResponseSchema } from '@common/contracts/voice-library';
import { subscribe } from '../../../test/billing-fixtures';
import { makeSpeechAudio, startFakeOpenAiSpeech } from '../../../test/fake-speech-servers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser } from '../../../test/test-browser';

// The app's own speech engine is the OpenAI adapter against a loopback server that speaks its
// protocol: every request that server sees is one synthesis.
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAiSpeech>>;
beforeAll(async () => {
  fake = await startFakeOpenAiSpeech(await makeSpeechAudio('wav'), () => ({ kind: 'audio' }));
  t = await createTestApp({ TTS_PROVIDER: 'openai', OPENAI_TTS_BASE_URL: `${fake.origin}/v1`, OPENAI_TTS_API_KEY: 'test-openai-key' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const syntheses = () => fake.requests.length;

describe('/api/voices (issue 16: the voice library)', () => {
  it("lists every voice with its language, gender, character and the plan that unlocks it, for the user's plan", async () => {
    const { browser } = await signedUpBrowser(t.app);
    const free = voiceLibraryResponseSchema.parse((await browser.get('/api/voices')).json());
    expect(free.plan).toBe('free');
    expect(free.voices.map((v) => v.id)).toEqual(VOICE_IDS);
    expect(free.voices.find((v) => v.id === 'ava-en')).toMatchObject({
      name: 'Ava',
      languageName: 'English',
      gender: 'female',
      minPlan: 'free',
      isUnlocked: true,
      previewUrl: '/api/voices/ava-en/preview',
    });
    expect(free.voices.filter((v) => v.isUnlocked).map((v) => v.id)).toEqual(['ava-en', 'max-en', 'lucia-es']);

    await subscribe(browser, 'pro');
    const pro = voiceLibraryResponseSchema.parse((await browser.get('/api/voices')).json());
    expect(pro.plan).toBe('pro');
    expect(pro.voices.find((v) => v.id === 'olivia-en-gb')!.isUnlocked).toBe(true);
    expect(pro.voices.find((v) => v.id === 'lena-de')).toMatchObject({ minPlan: 'business', isUnlocked: false });
  });

  it('needs a signed-in user', async () => {
    const browser = createTestBrowser(t.app);
    expect((await browser.get('/api/voices')).statusCode).toBe(401);
    expect((await browser.get('/api/voices/ava-en/preview')).statusCode).toBe(401);
  });

  it('synthesises a preview once per voice and engine; later clicks read the stored file', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const before = syntheses();
    const [first, same] = await Promise.all([browser.get('/api/voices/max-en/preview'), browser.get('/api/voices/max-en/preview')]);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(first.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(same.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(syntheses()).toBe(before + 1);
    expect((fake.requests.at(-1)!.body as { input: string }).input).toBe("Hi, I'm Max. This is how your next video could sound.");

    const again = await browser.get('/api/voices/max-en/preview');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(syntheses()).toBe(before + 1);
    // a locked voice can be heard too (that is how it is chosen); a ranged request as <audio> sends
    const locked = await browser.request({ method: 'GET', url: '/api/voices/jonas-de/preview', headers: { range: 'bytes=0-99' } });
    expect(locked.statusCode).toBe(206);
    expect(syntheses()).toBe(before + 2);
    expect((await browser.get('/api/voices/nobody/preview')).statusCode).toBe(400);
  });
});
