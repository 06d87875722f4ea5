// Starts the built app (node server/src/main.ts) on a free loopback port with a throwaway data
// directory and its own embedded database, for the scripts that measure what it serves
// (`npm run size`, `npm run scan:headers`). Resolves once /api/health answers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export async function startApp({ timeoutMs = 120_000 } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelwright-script-app-'));
  // plain http on loopback, on a database of its own, nothing rendered in the background
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_SHOWCASE: 'false', NODE_ENV: 'production' };
  delete env.PUBLIC_URL;
  delete env.DATABASE_URL;
  const app = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (app.exitCode === null && app.signalCode === null) {
      const exited = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
      const healthy = await globalThis.fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) throw new Error(`the app did not answer /api/health within ${timeoutMs / 1000} s`);
      await sleep(200);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, port, stop };
}
