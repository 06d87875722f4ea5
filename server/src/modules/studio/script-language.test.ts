import { FOREIGN_SCRIPTS } from '@common/rules/script-language.cases';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { balanceOf, renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser } from '../../../test/test-browser';
import { runRender } from '../renders/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The script split over three scenes, as the studio sends it. */
function scenesOf(text: string) {
  const parts = text.split(/(?<=[。.।!])\s*/u).filter(Boolean);
  return parts.map((narration, i) => ({ id: `scene-${i + 1}`, narration, visual: 'The product on a table', durationSeconds: 3 }));
}

async function rowsOf(userId: string) {
  const videos = await t.database.pool.query('select count(*)::int as n from render_jobs where owner_user_id = $1', [userId]);
  const spends = await t.database.pool.query("select count(*)::int as n from credit_ledger where user_id = $1 and kind <> 'grant'", [userId]);
  return { videos: videos.rows[0].n as number, spends: spends.rows[0].n as number };
}

describe('a script in a language the voice cannot speak (issue 33)', () => {
  it.each(Object.entries(FOREIGN_SCRIPTS))(
    'refuses a %s script with an English voice before any credit is spent, and names the language',
    async (language, text) => {
      const { browser, user } = await signedUpBrowser(t.app);
      const before = await balanceOf(browser);
      const refused = await renderVideo(browser, { scenes: scenesOf(text), voice: { voiceId: 'ava-en', speed: 1 } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        `This script looks ${language}, and Ava speaks English. No voice speaks ${language} yet: write the script in English, or make the video without a voice.`,
      );
      expect(await balanceOf(browser)).toBe(before);
      expect(await rowsOf(user.id)).toEqual({ videos: 0, spends: 0 });

      // the same script with no voice is a silent video: accepted, paid and rendered
      const silent = await renderVideo(browser, { scenes: scenesOf(text) });
      expect(silent.statusCode).toBe(202);
      expect(await balanceOf(browser)).toBe(before - 5);
      await runRender({ ...t.jobDeps, providers: [createFakeVideoProvider({ bytes: 1024 }).provider], now: t.clock.now }, silent.json().id);
      expect((await browser.get(`/api/studio/videos/${silent.json().id}`)).json()).toMatchObject({ status: 'completed', voice: null });
    },
  );

  it("names the voices that do speak the script's language when there are some", async () => {
    const { browser } = await signedUpBrowser(t.app);
    const spanish = [{ id: 's1', narration: 'El café frío llega a tu puerta cada lunes, empieza hoy con nosotros', visual: 'Una caja', durationSeconds: 3 }];
    const refused = await renderVideo(browser, { scenes: spanish, voice: { voiceId: 'max-en', speed: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This script looks Spanish, and Max speaks English. Lucía and Mateo speak Spanish: pick one of them, or write the script in English.',
    );
  });

  it('lets a script too short to judge through: a brand name and a greeting', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const scenes = [
      { id: 's1', narration: 'GlowSip', visual: 'A can', durationSeconds: 3 },
      { id: 's2', narration: 'こんにちは', visual: 'A wave', durationSeconds: 3 },
    ];
    expect((await renderVideo(browser, { scenes, voice: { voiceId: 'ava-en', speed: 1 } })).statusCode).toBe(202);
  });
});
