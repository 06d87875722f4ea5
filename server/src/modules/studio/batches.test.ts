import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ASPECT_RATIO_IDS } from '@common/catalog/aspect-ratios';
import { BATCH_RULES } from '@common/catalog/preview-rules';
import { TONE_IDS } from '@common/catalog/tones';
import { VISUAL_STYLE_IDS } from '@common/catalog/visual-styles';
import { testClip } from '../../../test/media-fixtures';
import { probe } from '../../../test/media-probe';
import { balanceOf } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser } from '../../../test/test-browser';
import { zipEntries } from '../../../test/zip-entries';
import type { VideoProvider } from '../../providers/video/index';
import { runRender } from '../renders/service';
import { inertCell } from './batch-zip';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RENDER_MAX_ATTEMPTS: '1' });
});
afterAll(() => t.close());

const HEADER = 'Variant,Hook,Body,Call to action,Voice,Style,Ratio,Length,Platform,Product URL';
const ratios = ['9:16', '1:1', '16:9'];
/** Twelve variants; the seventh asks for a style that does not exist. Short renders (5 s, 720p at most) keep the test quick. */
function twelveRows(): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const letter = String.fromCharCode(97 + i);
    const style = i === 6 ? 'vaporwave' : ['cinematic', 'anime', 'noir'][i % 3];
    const hook = i === 0 ? '"=HYPERLINK(""http://evil.example"") reasons to switch"' : `Hook ${letter}: still brewing at midnight?`;
    const cta = i === 1 ? '-50% for founders today' : 'Start your subscription';
    return `hook ${letter},${hook},Cold brew on your doorstep every Monday,${cta},none,${style},${ratios[i % 3]},5,tiktok,https://shop.example/cold-brew`;
  });
}
const csvOf = (rows: string[]) => [HEADER, ...rows].join('\n');

describe('CSV batches', () => {
  it('reports the bad row before anything renders, then renders every row once and hands them over as one ZIP with a manifest', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const before = await balanceOf(browser);
    const rows = twelveRows();
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'batch-zip-'));

    // the check names the bad row by line and column; the batch is refused whole and nothing is made
    const check = (await browser.post('/api/studio/batches/check', { csv: csvOf(rows) })).json();
    expect(check.errors).toHaveLength(1);
    expect(check.errors[0]).toMatchObject({ line: 8, column: 'Style' });
    expect(check.errors[0].message).toBe(`Unknown style "vaporwave": use one of ${VISUAL_STYLE_IDS.join(', ')}`);
    const refused = await browser.post('/api/studio/batches', { csv: csvOf(rows), idempotencyKey: randomUUID(), confirmedCost: check.totalCost });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(check.errors);
    expect((await browser.get('/api/studio/videos')).json().videos).toEqual([]);
    expect(await balanceOf(browser)).toBe(before);

    // the creator drops the bad row; the total is shown and must be confirmed as shown
    const good = rows.filter((_, i) => i !== 6);
    const checked = (await browser.post('/api/studio/batches/check', { csv: csvOf(good) })).json();
    expect(checked).toMatchObject({ errors: [], totalCost: 55, balance: before });
    expect(checked.rows[2].fileName).toBe('03-hook-c-16x9.mp4');
    const key = randomUUID();
    const wrongTotal = await browser.post('/api/studio/batches', { csv: csvOf(good), idempotencyKey: key, confirmedCost: 50 });
    expect(wrongTotal.statusCode).toBe(409);
    const started = await browser.post('/api/studio/batches', { csv: csvOf(good), idempotencyKey: key, confirmedCost: 55 });
    expect(started.statusCode).toBe(201);
    const batch = started.json();
    expect(batch.rows.map((r: { state: string }) => r.state)).toEqual(Array(11).fill('queued'));
    expect(await balanceOf(browser)).toBe(before - 55);

    // eleven renders run: the third by the real engine (5 s at 720p), the others by a provider that
    // hands back a real small MP4 (the batch, not the engine, is under test; a loaded CI machine
    // takes ~25 s per real render); the batch page's data follows each row
    const clip = await testClip(scratch, 'clip.mp4', { seconds: 1, size: '64x36' });
    const clipProvider: VideoProvider = { name: 'local', render: (_spec, context) => writeFile(context.outputPath, clip) };
    for (const row of batch.rows) {
      await runRender({ ...t.jobDeps, providers: row.position === 3 ? t.jobDeps.videoProviders : [clipProvider] }, row.videoId);
    }
    const done = (await browser.get(`/api/studio/batches/${batch.id}`)).json();
    expect(done.rows.filter((r: { state: string }) => r.state !== 'completed')).toEqual([]);
    expect(done.completed).toBe(11);
    expect(done.rows.every((r: { state: string; progress: number }) => r.state === 'completed' && r.progress === 100)).toBe(true);

    const zip = await browser.get(done.downloadUrl);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = await zipEntries(zip.rawPayload);
    const names = entries.map((e) => e.name);
    const mp4s = entries.filter((e) => e.name.endsWith('.mp4'));
    expect(mp4s).toHaveLength(11);
    expect(mp4s.every((e) => e.bytes.subarray(4, 8).toString('latin1') === 'ftyp')).toBe(true);
    expect(names).toContain('03-hook-c-16x9.mp4');
    expect(names).toContain('manifest.csv');
    try {
      const third = path.join(scratch, 'third.mp4');
      await writeFile(third, entries.find((e) => e.name === '03-hook-c-16x9.mp4')!.bytes);
      const video = (await probe(third)).streams.find((s) => s.codec_type === 'video')!;
      expect([video.width, video.height]).toEqual([1280, 720]);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    // the manifest writes the creator's cells back as text, never as formulas
    const manifest = entries.find((e) => e.name === 'manifest.csv')!.bytes.toString('utf8');
    expect(manifest.split('\n')[0]).toMatch(/^file,line,variant,hook/);
    expect(manifest).toContain(`"'=HYPERLINK(""http://evil.example"") reasons to switch"`);
    expect(manifest).toContain(`'-50% for founders today`);
    expect(manifest).not.toMatch(/(^|,)=HYPERLINK/m);

    // the same batch sent again renders nothing new and spends nothing
    const again = await browser.post('/api/studio/batches', { csv: csvOf(good), idempotencyKey: key, confirmedCost: 55 });
    expect(again.json().id).toBe(batch.id);
    expect((await browser.get('/api/studio/videos?limit=100')).json().videos).toHaveLength(11);
    expect(await balanceOf(browser)).toBe(before - 55);
  }, 300_000);

  it('refuses a file of more than 100 rows with a message, and one failing row never stops the others', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const row = 'a,Still brewing at midnight?,Cold brew every Monday,Subscribe,,cinematic,9:16,5,,';
    const tooMany = csvOf(Array(BATCH_RULES.maxRows + 1).fill(row));
    const refused = await browser.post('/api/studio/batches/check', { csv: tooMany });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A batch has at most 100 rows; this file has 101. Split it into smaller files.');
    expect((await browser.post('/api/studio/batches', { csv: tooMany, idempotencyKey: randomUUID(), confirmedCost: 505 })).statusCode).toBe(400);
    expect((await browser.post('/api/studio/batches/check', { csv: csvOf(Array(BATCH_RULES.maxRows).fill(row)) })).statusCode).toBe(200);

    // a plan's voice the creator may not use is found by the check, not after paying
    const locked = (await browser.post('/api/studio/batches/check', { csv: csvOf([row.replace(',,cinematic', ',olivia-en-gb,cinematic')]) })).json();
    expect(locked.errors).toEqual([{ line: 2, column: 'Voice', message: expect.stringMatching(/Olivia|plan/i) }]);

    // a cell that names no choice is told the choices, in the column as the file names it
    const header = 'Hook,Body,Style,Ratio,Tone';
    const unknown = (await browser.post('/api/studio/batches/check', { csv: `${header}\nHi,Cold brew,Comic Book,3:2,grumpy` })).json();
    expect(unknown.errors).toEqual([
      { line: 2, column: 'Ratio', message: `Unknown ratio "3:2": use one of ${ASPECT_RATIO_IDS.join(', ')}` },
      { line: 2, column: 'Tone', message: `Unknown tone "grumpy": use one of ${TONE_IDS.join(', ')}` },
    ]);
  });
});

describe('inert manifest cells', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-50%', "'-50%"],
    ['@handle', "'@handle"],
    ['\t=1', "'\t=1"],
    ['Plain words = fine', 'Plain words = fine'],
  ])('%j is written as %j', (cell, written) => {
    expect(inertCell(cell)).toBe(written);
  });
});
