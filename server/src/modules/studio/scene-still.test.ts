import { createLocalVideoProvider } from '../../providers/video/local/local-provider';
import { testMediaTools } from '../../../test/media-tools';
import { renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser } from '../../../test/test-browser';
import { findRenderJob, runRender } from '../renders/service';
import { sceneMidpointSeconds } from './scene-still';
import { sceneStillKeyOf } from './scene-still-key';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// the real engine at a low frame rate: the same code path, a quarter of the frames
const local = createLocalVideoProvider({ mediaTools: testMediaTools, fps: 6 });
const finish = (id: string) => runRender({ ...t.jobDeps, providers: [local], now: t.clock.now }, id);

const SCENES = [
  { id: 'scene-1', narration: 'Still brewing at midnight?', visual: 'A tired founder', durationSeconds: 2 },
  { id: 'scene-2', narration: 'Cold brew on your doorstep', visual: 'A box on a porch', durationSeconds: 2 },
  { id: 'scene-3', narration: 'Smooth, strong and never bitter', visual: 'A glass of coffee', durationSeconds: 2 },
  { id: 'scene-4', narration: 'Start your subscription today', visual: 'Logo', durationSeconds: 2 },
];
const stillOf = (id: string, index: number | string) => `/api/studio/videos/${id}/scenes/${index}/still`;

describe('sceneMidpointSeconds', () => {
  it('shares a silent video equally among its scenes, as the engine does', () => {
    expect(sceneMidpointSeconds({ durationSeconds: 8, speechTimeline: null, scenes: SCENES }, 2)).toBe(5);
  });

  it('cuts a voiced video just before each scene’s first spoken word', () => {
    const scenes = [{ narration: 'One two' }, { narration: 'three, four!' }, { narration: 'five' }];
    const words = ['One', 'two', 'three,', 'four!', 'five'].map((text, i) => ({ text, startMs: 150 + i * 1000, endMs: 900 + i * 1000 }));
    const video = { durationSeconds: 6, speechTimeline: { durationMs: 6000, words }, scenes };
    // scene 2 runs from 2.0 s (its first word at 2.15 s less the lead) to 4.0 s, the last scene from 4.0 s to the end
    expect(sceneMidpointSeconds(video, 1)).toBeCloseTo(3);
    expect(sceneMidpointSeconds(video, 2)).toBeCloseTo(5);
    expect(sceneMidpointSeconds(video, 0)).toBeCloseTo(1);
  });
});

describe('GET /api/studio/videos/{id}/scenes/{index}/still', () => {
  it('is a JPEG of that scene for its owner only, made once and then served from media storage', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const video = (await renderVideo(browser, { scenes: SCENES, durationSeconds: 8 })).json();
    expect((await browser.get(stillOf(video.id, 2))).statusCode).toBe(404); // not finished yet
    await finish(video.id);

    const still = await browser.get(stillOf(video.id, 2));
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toBe('image/jpeg');
    expect(still.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(still.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await t.storage.stat(sceneStillKeyOf(video.id, 2))).not.toBeNull();
    // another scene is another picture
    const first = await browser.get(stillOf(video.id, 0));
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(still.rawPayload)).toBe(false);

    // a scene the video lacks, a place past the script's limit and not a number
    expect((await browser.get(stillOf(video.id, 4))).statusCode).toBe(404);
    expect((await browser.get(stillOf(video.id, 8))).statusCode).toBe(400);
    expect((await browser.get(stillOf(video.id, 'two'))).statusCode).toBe(400);
    // another creator (and nobody) sees nothing, exactly as for an id that never existed
    const { browser: stranger } = await signedUpBrowser(t.app);
    const foreign = await stranger.get(stillOf(video.id, 2));
    expect(foreign.statusCode).toBe(404);
    expect((await stranger.get(stillOf('no-such-video', 2))).json().message).toBe(foreign.json().message);

    // kept: with the video's file gone, the still made before is still there, unchanged
    const { mediaKey } = (await findRenderJob(t.database.db, video.id))!;
    await t.storage.delete(mediaKey!);
    const again = await browser.get(stillOf(video.id, 2));
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(still.rawPayload)).toBe(true);
  }, 300_000);

  it('asks for a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: stillOf('any', 0) });
    expect(response.statusCode).toBe(401);
  });
});
