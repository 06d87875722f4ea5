import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { renderVideo, videoRequest } from '../../test/studio-fixtures';
import { createTestBrowser, signedUpBrowser } from '../../test/test-browser';
import { buildApp } from '../app';
import { bootCore, type Core } from '../boot';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { writeBackupArchive } from './backup-archive';
import { attachToDatabaseServer, provideDatabaseServer } from './bootstrap';
import { restoreBackupArchive } from './restore-archive';

// Issue 32, acceptance 6: an online backup of the embedded database and the media while the app
// takes writes, restored into a fresh data directory: every account signs in, every video plays,
// every balance matches its ledger.

type Running = { core: Core; app: FastifyInstance; dataDir: string };
const running: Running[] = [];
const dirs: string[] = [];

async function startApp(dataDir: string): Promise<Running> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_SHOWCASE: 'false',
    LOCAL_RENDER_FPS: '6',
    CLIENT_DIST_DIR: path.join(os.tmpdir(), 'reelwright-no-client-build'),
  });
  const core = await bootCore({ config, connect: provideDatabaseServer, runWorkers: true });
  const app = await buildApp({ config, db: core.database.db, queue: core.queue, logger: core.logger, adapters: core.adapters });
  await app.ready();
  const started = { core, app, dataDir };
  running.push(started);
  return started;
}

async function stopApp(started: Running) {
  running.splice(running.indexOf(started), 1);
  await started.app.close();
  await started.core.stop();
}

async function tempDir(name: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `reelwright-${name}-`));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const started of [...running]) await stopApp(started);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function ledgerSums(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; sum: number; balance: number }>(
      `select u.email, coalesce(sum(l.amount), 0)::int as sum, coalesce(max(a.balance), 0)::int as balance
         from users u left join credit_ledger l on l.user_id = u.id left join credit_accounts a on a.user_id = u.id
        group by u.email`,
    );
    for (const row of rows) expect(row.balance, row.email).toBe(row.sum);
    return new Map(rows.map((row) => [row.email, row.sum]));
  } finally {
    await client.end();
  }
}

describe('backup and restore (issue 32, acceptance 6)', () => {
  it('restores accounts, videos and balances from a backup taken while the app takes writes', { timeout: 240_000 }, async () => {
    const first = await startApp(await tempDir('backup-source'));

    // Accounts with ledger rows (the sign-up grant, a render's spend) and one rendered video.
    const accounts = await Promise.all([0, 1, 2].map(() => signedUpBrowser(first.app)));
    // signs in again and again while the backup runs (a sign-in can earn credits, so its balance is only checked against its ledger)
    const regular = await signedUpBrowser(first.app);
    const queued = await renderVideo(accounts[0]!.browser);
    expect(queued.statusCode, queued.body).toBe(202);
    const videoId = queued.json().id as string;
    await vi.waitFor(
      async () => {
        const video = (await accounts[0]!.browser.get(`/api/studio/videos/${videoId}`)).json();
        if (video.status === 'failed') throw new Error(`render failed: ${JSON.stringify(video)}`);
        expect(video.status).toBe('completed');
      },
      { timeout: 90_000, interval: 250 },
    );
    // A finished render unlocks an achievement whose credits arrive just after (an event): wait for them, so
    // the balances read next are the ones the backup must carry.
    const sourceUrl = (await attachToDatabaseServer(first.core.config)).url;
    await vi.waitFor(
      async () => {
        const client = new pg.Client({ connectionString: sourceUrl });
        await client.connect();
        const { rowCount } = await client
          .query(`select 1 from credit_ledger l join users u on u.id = l.user_id where u.email = $1 and l.reason like 'Achievement:%'`, [
            accounts[0]!.account.email,
          ])
          .finally(() => client.end());
        expect(rowCount).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 200 },
    );
    const balancesBefore = await ledgerSums(sourceUrl);
    for (const { browser, account } of accounts) expect((await browser.get('/api/credits')).json().balance).toBe(balancesBefore.get(account.email));

    // Writes keep coming while the backup runs: sign-ups (users, ledger rows) and sign-ins (sessions).
    let backingUp = true;
    const writes: { email: string; ok: boolean }[] = [];
    const signIns: number[] = [];
    const traffic = (async () => {
      while (backingUp) {
        const signUp = await signedUpBrowser(first.app).then(
          ({ account }) => ({ email: account.email, ok: true }),
          () => ({ email: '', ok: false }),
        );
        writes.push(signUp);
        const visitor = createTestBrowser(first.app);
        await visitor.open();
        const signIn = await visitor.post('/api/auth/login', { email: regular.account.email, password: regular.account.password });
        signIns.push(signIn.statusCode);
      }
    })();
    const archive = path.join(await tempDir('backup-out'), 'reelwright.tar.gz');
    const summary = await writeBackupArchive({ dataDir: first.dataDir, mediaDir: first.core.config.mediaDir, adminUrl: sourceUrl, output: archive });
    backingUp = false;
    await traffic;
    expect(writes.filter((w) => w.ok).length).toBeGreaterThan(0); // the backup really ran under traffic
    expect(new Set(signIns)).toEqual(new Set([200]));
    expect(summary.mediaFiles).toBeGreaterThan(0);
    // nothing moved these accounts' credits during the backup, so the restored balances must equal the ones before
    const balancesAfter = await ledgerSums(sourceUrl);
    for (const { account } of accounts) expect(balancesAfter.get(account.email)).toBe(balancesBefore.get(account.email));
    await stopApp(first);

    // A fresh data directory: restore, then the app on it.
    const restoredDir = await tempDir('backup-restored');
    const logger = createLogger('silent');
    const restored = await restoreBackupArchive({ archive, dataDir: restoredDir, force: false, logger });
    expect(restored.users).toBeGreaterThanOrEqual(accounts.length);
    await expect(restoreBackupArchive({ archive, dataDir: restoredDir, force: false, logger })).rejects.toThrow(/--force/);

    const second = await startApp(restoredDir);
    const databaseUrl = (await attachToDatabaseServer(second.core.config)).url;
    const restoredSums = await ledgerSums(databaseUrl);
    for (const { account } of accounts) expect(restoredSums.get(account.email), account.email).toBe(balancesBefore.get(account.email));
    // Every account signs in, those made during the backup too (they are there or not as a whole), and the
    // balance it sees is the sum of its ledger (signing in may add a row of its own).
    const madeDuringBackup = writes.filter((w) => w.ok && restoredSums.has(w.email)).map((w) => ({ email: w.email, password: 'correct horse battery' }));
    expect(restoredSums.has(regular.account.email)).toBe(true);
    const everyone = [...accounts.map((a) => a.account), regular.account, ...madeDuringBackup.slice(0, 5)];
    const seen = new Map<string, number>();
    for (const { email, password } of everyone) {
      const browser = createTestBrowser(second.app);
      await browser.open();
      expect((await browser.post('/api/auth/login', { email, password })).statusCode, email).toBe(200);
      seen.set(email, (await browser.get('/api/credits')).json().balance as number);
    }
    const sumsAfterSignIn = await ledgerSums(databaseUrl);
    for (const [email, balance] of seen) expect(sumsAfterSignIn.get(email), email).toBe(balance);

    // The video plays: its file is there and ffprobe (the media tools adapter) sees its stream and length.
    const owner = createTestBrowser(second.app);
    await owner.open();
    await owner.post('/api/auth/login', { email: accounts[0]!.account.email, password: accounts[0]!.account.password });
    const video = (await owner.get(`/api/studio/videos/${videoId}`)).json();
    expect(video.status).toBe('completed');
    const media = await owner.get(video.videoUrl);
    expect(media.statusCode).toBe(200);
    const file = path.join(restoredDir, 'played.mp4');
    await writeFile(file, media.rawPayload);
    const info = await second.core.adapters.mediaTools.probe(file);
    expect((info.streams ?? []).some((stream) => stream.codec_type === 'video')).toBe(true);
    expect(Number(info.format?.duration)).toBeCloseTo(videoRequest().durationSeconds, 0);
  });
});
