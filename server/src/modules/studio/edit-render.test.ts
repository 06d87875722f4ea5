import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLocalVideoProvider } from '../../providers/video/local/local-provider';
import { testMediaTools } from '../../../test/media-tools';
import { balanceOf, renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { runRender } from '../renders/service';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-edit-render-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
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

async function download(browser: TestBrowser, id: string, name: string): Promise<string> {
  const response = await browser.get(`/api/studio/videos/${id}/media`);
  expect(response.statusCode).toBe(200);
  const file = path.join(dir, name);
  await writeFile(file, response.rawPayload);
  return file;
}

describe('an edit re-render (acceptance 1)', () => {
  it('encodes only the edited scene, keeps every other frame, is the next version and costs what was quoted', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const first = (await renderVideo(browser, { scenes: SCENES, durationSeconds: 8 })).json();
    await finish(first.id);
    const original = (await browser.get(`/api/studio/videos/${first.id}`)).json();
    expect(original).toMatchObject({ status: 'completed', version: 1, versionOfId: null, encodedScenes: [0, 1, 2, 3] });
    const before = await testMediaTools.frameDigests(await download(browser, first.id, 'v1.mp4'));

    const edited = SCENES.map((scene, i) => (i === 2 ? { ...scene, narration: 'Smooth, strong and never sour' } : scene));
    const quote = (await browser.post(`/api/studio/videos/${first.id}/edit-quote`, { scenes: edited })).json();
    expect(quote).toEqual({ costCredits: 1, changedScenes: [2], newVideoCredits: 5 });

    const balance = await balanceOf(browser);
    const stale = await browser.post(`/api/studio/videos/${first.id}/edits`, { scenes: edited, costCredits: 3, idempotencyKey: randomUUID() });
    expect(stale.statusCode).toBe(409);
    const idempotencyKey = randomUUID();
    const queued = await browser.post(`/api/studio/videos/${first.id}/edits`, { scenes: edited, costCredits: quote.costCredits, idempotencyKey });
    expect(queued.statusCode).toBe(202);
    const second = queued.json();
    expect(second).toMatchObject({ version: 2, versionOfId: first.id, costCredits: 1, scenes: edited });
    // the same request again pays nothing twice
    expect((await browser.post(`/api/studio/videos/${first.id}/edits`, { scenes: edited, costCredits: 1, idempotencyKey })).json().id).toBe(second.id);
    expect(await balanceOf(browser)).toBe(balance - quote.costCredits);
    // the version before stays downloadable while the edit renders
    expect((await browser.get(`/api/studio/videos/${first.id}/media`)).statusCode).toBe(200);

    await finish(second.id);
    const done = (await browser.get(`/api/studio/videos/${second.id}`)).json();
    expect(done).toMatchObject({ status: 'completed', encodedScenes: [2] });
    const after = await testMediaTools.frameDigests(await download(browser, second.id, 'v2.mp4'));
    expect(after).toHaveLength(before.length);
    // 6 fps, 2 s a scene: scene 3 is frames 24..35, the cut into scene 4 (0.4 s) frames 36..38
    const outside = (list: string[]) => [...list.slice(0, 24), ...list.slice(39)];
    expect(outside(after)).toEqual(outside(before));
    expect(after.slice(24, 36)).not.toEqual(before.slice(24, 36));
    // the new version replaced the old one in the library
    expect((await browser.get(`/api/studio/videos/${first.id}`)).statusCode).toBe(404);
    expect(await balanceOf(browser)).toBe(balance - quote.costCredits);
  }, 900_000);
});
