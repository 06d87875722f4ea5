import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from './db/embedded-postgres';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-main-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('starts with no configuration, serves health, and on SIGTERM stops everything it started', { timeout: 120_000 }, async () => {
    const port = await findFreePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_SHOWCASE: 'false' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    await vi.waitFor(
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(res.status).toBe(200);
      },
      { timeout: 60_000, interval: 250 },
    );
    const postgresPid = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(() => process.kill(postgresPid, 0)).toThrow(); // its PostgreSQL is gone too
    await expect(stat(path.join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
