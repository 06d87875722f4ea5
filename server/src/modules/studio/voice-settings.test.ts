import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { paidBrowser } from '../../../test/billing-fixtures';
import { balanceOf, renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import type { RenderSpec, VideoProvider } from '../../providers/video/video-provider';
import { runRender } from '../renders/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A provider for job tests: a voiced spec reports the words' timings as the local engine does (the engine test renders for real). */
function timingProvider(name: VideoProvider['name'] = 'local') {
  const calls: RenderSpec[] = [];
  const provider: VideoProvider = {
    name,
    async render(spec, context) {
      calls.push(spec);
      if (spec.voice) {
        const words = (spec.scenes ?? [])
          .flatMap((scene) => scene.narration.split(' '))
          .map((text, i) => ({ text, startMs: 200 + i * 400, endMs: 200 + i * 400 + 330 }));
        context.reportTimeline?.({ voiceEngine: 'espeak', words, durationMs: 7000 });
      }
      await writeFile(context.outputPath, Buffer.alloc(1024, 1));
    },
  };
  return { provider, calls };
}

const voiced = { voice: { voiceId: 'ava-en', speed: 1.1, language: 'en' }, captions: { style: 'bold-pop' } };
const SPANISH = [
  { id: 's1', narration: 'El café frío llega a tu puerta cada lunes', visual: 'Una caja', durationSeconds: 3 },
  { id: 's2', narration: 'Empieza hoy con nosotros y ahorra más', visual: 'El logo', durationSeconds: 3 },
];

async function videoCount(browser: TestBrowser): Promise<number> {
  return (await browser.get('/api/studio/videos')).json().videos.length;
}

describe('voice and captions on a studio video', () => {
  it('renders with the chosen voice and caption style, says which engines made it, and exports the captions as WebVTT and SRT', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const before = await balanceOf(browser);
    const queued = await renderVideo(browser, voiced);
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({
      voice: { voiceId: 'ava-en', speed: 1.1 },
      captionStyle: 'bold-pop',
      costCredits: 5,
      engines: { video: null, voice: null },
      captionsUrls: null,
    });
    expect(await balanceOf(browser)).toBe(before - 5);

    const { provider, calls } = timingProvider();
    await runRender({ ...t.jobDeps, providers: [provider], now: t.clock.now }, queued.json().id);
    expect(calls[0]).toMatchObject({ voice: { voiceId: 'ava-en', speed: 1.1 }, captions: { style: 'bold-pop' } });
    const video = (await browser.get(`/api/studio/videos/${queued.json().id}`)).json();
    expect(video.engines).toEqual({ video: 'local', voice: 'espeak' });
    expect(video.durationSeconds).toBe(7); // the speech needed a second more than the 6 chosen
    expect(video.captionsUrls).toEqual({ vtt: `/api/studio/videos/${video.id}/captions.vtt`, srt: `/api/studio/videos/${video.id}/captions.srt` });

    const vtt = await browser.get(video.captionsUrls.vtt);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    const cues = parseCues(vtt.body, '.');
    expect(vtt.body.startsWith('WEBVTT\n\n')).toBe(true);
    expect(cues.map((c) => c.text).join(' ')).toBe('Still brewing at midnight? Cold brew on your doorstep every Monday Start your subscription today');
    let previous = 0;
    for (const cue of cues) {
      expect(cue.start).toBeGreaterThanOrEqual(previous);
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.end).toBeLessThanOrEqual(7000);
      expect(cue.text.split(' ').length).toBeLessThanOrEqual(4);
      previous = cue.end;
    }
    const srt = await browser.get(video.captionsUrls.srt);
    expect(srt.headers['content-type']).toBe('application/x-subrip; charset=utf-8');
    expect(parseCues(srt.body, ',')).toEqual(cues);
    expect(srt.body).toMatch(/^1\n00:00:00,200 --> 00:00:\d\d,\d{3}\nStill brewing at midnight\?\n/);

    // owner only; anyone with a live share link gets the WebVTT for the share page's player
    const { browser: stranger } = await signedUpBrowser(t.app);
    expect((await stranger.get(video.captionsUrls.vtt)).statusCode).toBe(404);
    const { token } = (await browser.post(`/api/studio/videos/${video.id}/share`)).json();
    const shared = (await t.app.inject({ method: 'GET', url: `/api/share/${token}` })).json();
    expect(shared.captionsUrl).toBe(`/api/share/${token}/captions.vtt`);
    expect((await t.app.inject({ method: 'GET', url: shared.captionsUrl })).body).toBe(vtt.body);
    // the share page's downloads (issue 33): the same WebVTT and SRT files as the owner's
    expect(shared.captionsUrls).toEqual({ vtt: `/api/share/${token}/captions.vtt`, srt: `/api/share/${token}/captions.srt` });
    const sharedSrt = await t.app.inject({ method: 'GET', url: shared.captionsUrls.srt });
    expect(sharedSrt.headers['content-type']).toBe('application/x-subrip; charset=utf-8');
    expect(parseCues(sharedSrt.body, ',')).toEqual(cues);
  });

  it('keeps a voiced video on the local engine, the only one that times scenes to speech', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser, voiced)).json();
    const remote = timingProvider('fal');
    const local = timingProvider('local');
    await runRender({ ...t.jobDeps, providers: [remote.provider, local.provider], now: t.clock.now }, id);
    expect(remote.calls).toHaveLength(0);
    expect(local.calls).toHaveLength(1);
    // a silent video has no captions
    const silent = (await renderVideo(browser)).json();
    await runRender({ ...t.jobDeps, providers: [local.provider], now: t.clock.now }, silent.id);
    const video = (await browser.get(`/api/studio/videos/${silent.id}`)).json();
    expect(video).toMatchObject({ voice: null, captionStyle: null, captionsUrls: null, engines: { video: 'local', voice: null } });
    expect((await browser.get(`/api/studio/videos/${silent.id}/captions.vtt`)).statusCode).toBe(404);
  });

  it('refuses, before any credit is spent, a voice the plan does not unlock, a voice that cannot speak the script, captions without a voice and a narration too long to say', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const before = await balanceOf(browser);
    const locked = await renderVideo(browser, { voice: { voiceId: 'camille-fr', speed: 1 } });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('The voice Camille comes with the Pro plan. Upgrade, or pick another voice.');

    const spanishScript = await renderVideo(browser, { scenes: SPANISH, voice: { voiceId: 'ava-en', speed: 1 } });
    expect(spanishScript.statusCode).toBe(400);
    expect(spanishScript.json().message).toBe(
      'This script looks Spanish, and Ava speaks English. Lucía and Mateo speak Spanish: pick one of them, or write the script in English.',
    );

    const wrongLanguage = await renderVideo(browser, { voice: { voiceId: 'ava-en', speed: 1, language: 'de' } });
    expect(wrongLanguage.statusCode).toBe(400);
    expect(wrongLanguage.json().message).toBe('This voice does not speak the language you picked');

    const captionsAlone = await renderVideo(browser, { captions: { style: 'karaoke' } });
    expect(captionsAlone.statusCode).toBe(400);
    expect(captionsAlone.json().fields.captions).toBe('Captions follow the voice: pick a voice to add captions');

    const long = 'Our cold brew is slow steeped for twenty hours and delivered fresh to your door every single Monday morning without fail';
    const tooLong = await renderVideo(browser, {
      scenes: [1, 2, 3].map((i) => ({ id: `l${i}`, narration: long, visual: 'x', durationSeconds: 5 })),
      voice: { voiceId: 'max-en', speed: 0.8 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(
      /^The narration takes about \d+ seconds to say, and this video lasts at most 15\. Use "Fit to 15 s", shorten the scenes' words, speed up the voice or pick a longer video\.$/,
    );

    expect((await renderVideo(browser, { voice: { voiceId: 'ava-en', speed: 1.5 } })).statusCode).toBe(400);
    expect(await balanceOf(browser)).toBe(before);
    expect(await videoCount(browser)).toBe(0);
  });

  it('lets a paid plan use its voices, in their language', async () => {
    const { browser } = await paidBrowser(t.app, 'pro');
    const response = await renderVideo(browser, {
      scenes: SPANISH,
      voice: { voiceId: 'mateo-es', speed: 0.9, language: 'es' },
      captions: { style: 'marker' },
      idempotencyKey: randomUUID(),
    });
    expect(response.statusCode).toBe(202);
    expect((await renderVideo(browser, { voice: { voiceId: 'lena-de', speed: 1 } })).statusCode).toBe(403); // business and up
  });
});

function parseCues(body: string, separator: '.' | ','): { start: number; end: number; text: string }[] {
  const ms = (clock: string) => {
    const [h, m, rest] = clock.split(':');
    const [s, milli] = rest!.split(separator);
    return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(milli);
  };
  return [...body.matchAll(/(\d\d:\d\d:\d\d[.,]\d{3}) --> (\d\d:\d\d:\d\d[.,]\d{3})\n([^\n]+)/g)].map((m) => ({
    start: ms(m[1]!),
    end: ms(m[2]!),
    text: m[3]!,
  }));
}
