import { spawn } from 'node:child_process';
import { createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { renderVideo } from '../../../test/studio-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestBrowser, signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { accountDeleteHandler } from '../../workers/handlers/account-delete';
import { accountExportHandler } from '../../workers/handlers/account-export';
import { sendMailHandler } from '../../workers/handlers/send-mail';
import { userDataSteps } from '../../workers/registry';
import { runRender } from '../renders/service';
import { runDeletion } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const deps = { ...t.jobDeps, steps: userDataSteps, now: t.clock.now };
  // only the jobs under test: the studio's render jobs are finished by hand with a fake provider
  await t.queue.startWorkers([accountExportHandler(deps), accountDeleteHandler(deps), sendMailHandler(t.mailer)] as never);
});
afterAll(() => t.close());

const finish = (id: string) => runRender({ ...t.jobDeps, providers: [createFakeVideoProvider({ bytes: 4096 }).provider], now: t.clock.now }, id);

/** A creator with a finished, shared video, a draft, and a spend in the credit history. */
async function creatorWithData() {
  const creator = await signedUpBrowser(t.app);
  const { id } = (await renderVideo(creator.browser, { description: `Hand-thrown ceramic mugs by ${creator.user.username}` })).json();
  await finish(id);
  const video = (await creator.browser.get(`/api/studio/videos/${id}`)).json();
  expect(await t.storage.stat(`renders/${id}.poster.jpg`)).not.toBeNull();
  const share = (await creator.browser.post(`/api/studio/videos/${id}/share`)).json();
  const draft = await creator.browser.post('/api/studio/drafts', {
    description: `Draft of ${creator.user.username}`,
    visualStyle: 'anime',
    aspectRatio: '1:1',
    durationSeconds: 6,
    tone: 'curious',
    scenes: [],
  });
  expect(draft.statusCode).toBe(201);
  // learning: a lesson read, and a certificate (inserted: earning one takes the whole module)
  const lesson = (await creator.browser.get('/api/learning/modules/creative-intelligence')).json().lessons[0].id;
  // the reading gate (ADR 045): opened, then read once its reading time has passed on the test clock
  expect((await creator.browser.get(`/api/learning/modules/creative-intelligence/lessons/${lesson}`)).statusCode).toBe(200);
  t.clock.advance(60 * 60_000);
  expect((await creator.browser.post(`/api/learning/modules/creative-intelligence/lessons/${lesson}/read`)).statusCode).toBe(200);
  const certificateId = crypto.randomUUID().replaceAll('-', '');
  await t.database.pool.query(
    "insert into certificates (id, user_id, module_id, holder_name, module_title, hours, issued_at, identity_hash, identity_salt) values ($1, $2, 'creative-intelligence', $3, 'Creative Intelligence', 2, now(), 'sha256$' || md5($1), 'salt')",
    [certificateId, creator.user.id, creator.user.username],
  );
  expect((await t.app.inject({ method: 'GET', url: `/api/public/certificates/${certificateId}` })).statusCode).toBe(200);
  return { ...creator, video, share, lesson, certificateId };
}

async function readArchive(body: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      entries.set(header.name, Buffer.concat(chunks));
      next();
    });
  });
  await pipeline(Readable.from(body), createGunzip(), extract);
  return entries;
}

async function waitForExport(browser: TestBrowser) {
  let latest: { status: string; progress: number; downloadUrl: string | null } | undefined;
  await vi.waitFor(
    async () => {
      latest = (await browser.get('/api/account/export')).json().export;
      expect(latest?.status).toBe('ready');
    },
    { timeout: 30_000, interval: 200 },
  );
  return latest!;
}

describe('data export (acceptance 3)', () => {
  it('archives the account, videos with their files, drafts, credits and nothing of another user', async () => {
    const me = await creatorWithData();
    const other = await creatorWithData();

    const asked = await me.browser.post('/api/account/export');
    expect(asked.statusCode).toBe(202);
    expect(asked.json().export).toMatchObject({ status: 'queued', progress: 0, downloadUrl: null });
    const ready = await waitForExport(me.browser);
    expect(ready).toMatchObject({ progress: 100, downloadUrl: expect.stringMatching(/^\/api\/account\/export\/[\w-]+\/download$/) });
    await vi.waitFor(async () => {
      const { rows } = await t.database.pool.query('select subject from mail_outbox where "to" = $1', [me.account.email]);
      expect(rows.map((r) => r.subject)).toContain('Your Reelwright data export is ready');
    });

    // another account cannot download it
    expect((await other.browser.get(ready.downloadUrl!)).statusCode).toBe(404);
    const download = await t.app.inject({ method: 'GET', url: ready.downloadUrl!, cookies: { sid: me.browser.jar.get('sid')! } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/attachment/);
    const files = await readArchive(download.rawPayload);

    const json = (name: string) => JSON.parse(files.get(`reelwright-export/${name}.json`)!.toString());
    expect(json('account').user).toMatchObject({ id: me.user.id, email: me.account.email });
    const studio = json('studio');
    expect(studio.videos).toHaveLength(1);
    expect(studio.videos[0]).toMatchObject({ id: me.video.id, file: `files/${me.video.id}.mp4` });
    expect(files.get(`reelwright-export/files/${me.video.id}.mp4`)!.length).toBe(4096);
    expect(studio.drafts.map((d: { description: string }) => d.description)).toEqual([`Draft of ${me.user.username}`]);
    expect(studio.shares[0].token).toBe(me.share.token);
    const learning = json('learning');
    expect(learning.lessons.map((l: { lessonId: string }) => l.lessonId)).toEqual([me.lesson]);
    expect(learning.certificates.map((c: { id: string }) => c.id)).toEqual([me.certificateId]);
    const credits = json('credits');
    expect(credits.history.map((e: { kind: string }) => e.kind)).toEqual(['grant', 'grant', 'spend']);
    expect(credits.balance).toBe(135);

    // a second export replaces the first: one archive per user in storage
    await me.browser.post('/api/account/export');
    const second = await waitForExport(me.browser);
    expect(second.downloadUrl).not.toBe(ready.downloadUrl);
    expect((await me.browser.get(ready.downloadUrl!)).statusCode).toBe(404);
    const { rows: archives } = await t.database.pool.query('select archive_key from account_exports where user_id = $1', [me.user.id]);
    await me.browser.post('/api/account/export');
    await waitForExport(me.browser);
    expect((await me.browser.post('/api/account/export')).statusCode).toBe(429);
    expect(archives).toHaveLength(1);
    expect(await t.storage.stat(`exports/${ready.downloadUrl!.split('/')[4]}.tar.gz`)).toBeNull();

    const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    for (const foreign of [other.user.id, other.account.email, other.video.id, other.share.token, other.user.username, other.certificateId])
      expect(everything).not.toContain(foreign);
  });
});

/** Every row of every table in the public schema (and the queue's jobs, with `queue`) that mentions `text`, as "table: row". */
async function rowsMentioning(text: string, options: { queue: boolean }): Promise<string[]> {
  const { rows: tables } = await t.database.pool.query(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const found: string[] = [];
  for (const { table_name: table } of tables as { table_name: string }[]) {
    const { rows } = await t.database.pool.query(`select t::text as row from "${table}" t where t::text ilike $1`, [`%${text}%`]);
    found.push(...rows.map((r: { row: string }) => `${table}: ${r.row}`));
  }
  // the queue keeps finished jobs, and their payloads, for days
  for (const table of options.queue ? ['pgboss.job', 'pgboss.archive'] : []) {
    const { rows } = await t.database.pool.query(`select name, data::text as data from ${table} t where data::text ilike $1`, [`%${text}%`]);
    found.push(...rows.map((r: { name: string; data: string }) => `${table}: ${r.name} ${r.data}`));
  }
  return found;
}

async function expectRemoved(me: Awaited<ReturnType<typeof creatorWithData>>) {
  const outsider = await signedUpBrowser(t.app);
  expect((await outsider.browser.get(me.video.videoUrl)).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: `/api/share/${me.share.token}/media` })).statusCode).toBe(410);
  const page = await t.app.inject({ method: 'GET', url: `/api/share/${me.share.token}` });
  expect(page.statusCode).toBe(410);
  expect(page.json()).toMatchObject({ code: 'SHARE_REMOVED' });
  // the certificate's public page says it was removed (not "never existed")
  const certificate = await t.app.inject({ method: 'GET', url: `/api/public/certificates/${me.certificateId}` });
  expect(certificate.statusCode).toBe(410);
  expect(certificate.json()).toMatchObject({ code: 'CERTIFICATE_REMOVED' });
  expect(await t.storage.stat(`renders/${me.video.id}.mp4`)).toBeNull();
  expect(await t.storage.stat(`renders/${me.video.id}.poster.jpg`)).toBeNull();
  expect(await rowsMentioning(me.account.email, { queue: true })).toEqual([]);
  // the id alone stays on the deletion record (and on the queue's finished jobs, which name no person)
  expect(await rowsMentioning(me.user.id, { queue: false })).toEqual([
    `account_deletions: ${(await t.database.pool.query('select t::text as row from account_deletions t where user_id = $1', [me.user.id])).rows[0].row}`,
  ]);
  // the ledger stays only as anonymised amounts
  const { rows } = await t.database.pool.query(
    'select kind, amount from anonymised_credit_ledger a where exists (select 1 from anonymised_credit_ledger b where b.subject = a.subject and b.amount = -5) order by id',
  );
  expect(rows.slice(-3)).toEqual([
    { kind: 'grant', amount: 40 },
    { kind: 'grant', amount: 100 },
    { kind: 'spend', amount: -5 },
  ]);
  // last: a failed sign-in counts the address in the throttle table (for a day), as for any unknown address
  const signIn = createTestBrowser(t.app);
  await signIn.open();
  expect((await signIn.post('/api/auth/login', { email: me.account.email, password: me.account.password })).statusCode).toBe(401);
}

describe('account deletion (acceptance 4)', () => {
  it('needs the password, signs out at once, and the job removes everything', async () => {
    const me = await creatorWithData();
    const other = await creatorWithData();
    // before: the account row, and its verification mail in the queue (the outbox too once sent)
    expect((await rowsMentioning(me.account.email, { queue: true })).map((row) => row.split(/[:(]/)[0])).toEqual(
      expect.arrayContaining(['users', 'pgboss.job']),
    );
    expect((await me.browser.post('/api/account/delete', { password: 'not my password' })).statusCode).toBe(400);
    const res = await me.browser.post('/api/account/delete', { password: me.account.password });
    expect(res.statusCode).toBe(202);
    expect((await me.browser.get('/api/auth/me')).statusCode).toBe(401);
    await vi.waitFor(
      async () => {
        const { rows } = await t.database.pool.query('select completed_at from account_deletions where user_id = $1', [me.user.id]);
        expect(rows[0]?.completed_at).not.toBeNull();
      },
      { timeout: 30_000, interval: 200 },
    );
    await expectRemoved(me);
    // the other account is untouched
    expect((await other.browser.get(`/api/studio/videos/${other.video.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/share/${other.share.token}` })).statusCode).toBe(200);
  });

  it('ends with everything removed after a worker is killed (-9) mid-way and the job runs again', { timeout: 60_000 }, async () => {
    const me = await creatorWithData();
    await t.database.pool.query('insert into account_deletions (user_id, requested_at) values ($1, now())', [me.user.id]);
    const worker = spawn(process.execPath, ['--import', 'tsx', 'server/test/fixtures/account-deletion-worker.ts'], {
      env: { ...process.env, WORKER_DATABASE_URL: t.testDatabase.url, DATA_DIR: t.config.dataDir, DELETE_USER_ID: me.user.id },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // it stops right after the video file went, before the rows that name it
    await new Promise<void>((resolve, reject) => {
      worker.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('deleted renders/') && resolve());
      worker.on('exit', (code) => reject(new Error(`worker exited early with ${code}`)));
    });
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));
    expect(await t.storage.stat(`renders/${me.video.id}.mp4`)).toBeNull();
    const { rows } = await t.database.pool.query('select steps_done from account_deletions where user_id = $1', [me.user.id]);
    expect(rows[0].steps_done).toEqual([]);
    expect((await me.browser.get(`/api/studio/videos/${me.video.id}`)).statusCode).toBe(200);

    // what the queue's retry runs after the restart
    await runDeletion({ ...t.jobDeps, steps: userDataSteps }, me.user.id);
    await expectRemoved(me);
  });
});

describe('billing and gamification in your data (issue 18, part 2)', () => {
  const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Owner' };

  it('exports subscriptions, invoices, the team and points; deletion keeps only anonymised invoices and ends the team', { timeout: 60_000 }, async () => {
    const me = await signedUpBrowser(t.app);
    const otherOwner = await signedUpBrowser(t.app);
    for (const owner of [me, otherOwner]) {
      const checkout = (await owner.browser.post('/api/billing/checkouts', { plan: 'business', period: 'monthly' })).json();
      expect((await owner.browser.post(`/api/billing/checkouts/${checkout.id}/pay`, CARD)).statusCode).toBe(200);
    }
    const friend = `friend-${me.user.username}@studio.example`;
    expect((await me.browser.post('/api/billing/team/invitations', { email: friend })).statusCode).toBe(201);
    // an invitation to my address from someone else's team
    expect((await otherOwner.browser.post('/api/billing/team/invitations', { email: me.account.email })).statusCode).toBe(201);
    expect((await me.browser.post('/api/gamification/record-activity', { activityType: 'daily_visit', timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
    expect((await me.browser.request({ method: 'PUT', url: '/api/gamification/preferences', payload: { leaderboardVisible: true } })).statusCode).toBe(200);

    await me.browser.post('/api/account/export');
    const ready = await waitForExport(me.browser);
    const download = await t.app.inject({ method: 'GET', url: ready.downloadUrl!, cookies: { sid: me.browser.jar.get('sid')! } });
    const files = await readArchive(download.rawPayload);
    const json = (name: string) => JSON.parse(files.get(`reelwright-export/${name}.json`)!.toString());
    const billing = json('billing');
    expect(billing.subscriptions).toEqual([expect.objectContaining({ plan: 'business', status: 'active' })]);
    expect(billing.invoices).toEqual([expect.objectContaining({ plan: 'business', status: 'paid' })]);
    expect(billing.team.seats).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(billing.memberships).toEqual([expect.objectContaining({ email: me.account.email, status: 'pending' })]);
    const gamification = json('gamification');
    expect(gamification.preferences).toEqual({ timeZone: 'Europe/Berlin', leaderboardVisible: true });
    expect(gamification.days).toHaveLength(1);
    const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    for (const foreign of [otherOwner.user.id, otherOwner.account.email, friend]) expect(everything).not.toContain(foreign);

    const invoiceIds = (await t.database.pool.query('select id from invoices where user_id = $1', [me.user.id])).rows.map((r) => r.id);
    expect((await me.browser.post('/api/account/delete', { password: me.account.password })).statusCode).toBe(202);
    await vi.waitFor(
      async () => {
        const { rows } = await t.database.pool.query('select completed_at from account_deletions where user_id = $1', [me.user.id]);
        expect(rows[0]?.completed_at).not.toBeNull();
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(await rowsMentioning(me.account.email, { queue: false })).toEqual([]);
    expect(await rowsMentioning(friend, { queue: false })).toEqual([]);
    for (const table of ['subscriptions', 'invoices', 'checkouts', 'teams', 'gamification_stats', 'gamification_days']) {
      const column = table === 'teams' ? 'owner_user_id' : 'user_id';
      expect((await t.database.pool.query(`select 1 from ${table} where ${column} = $1`, [me.user.id])).rowCount, table).toBe(0);
    }
    const kept = await t.database.pool.query('select id, plan, amount_cents from anonymised_invoices where id = any($1)', [invoiceIds]);
    expect(kept.rows).toEqual([expect.objectContaining({ plan: 'business' })]);
    // the other owner's team and subscription are untouched
    expect((await otherOwner.browser.get('/api/billing/subscription')).json().subscription).toMatchObject({ plan: 'business' });
  });
});
