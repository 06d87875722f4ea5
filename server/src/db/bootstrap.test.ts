import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { attachToDatabaseServer } from './bootstrap';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-attach-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('a separate worker process', () => {
  it('says how to fix it when no app is running on its data directory', async () => {
    await expect(attachToDatabaseServer(loadConfig({ DATA_DIR: dataDir }))).rejects.toThrow(
      /No running Reelwright database found .* Start the app first \(npm start\), or set DATABASE_URL/,
    );
  });

  it('uses DATABASE_URL as given and starts nothing', async () => {
    const url = 'postgres://app:secret@db.internal:5432/reelwright';
    const server = await attachToDatabaseServer(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }));
    expect(server.url).toBe(url);
  });

  it("reaches the app's embedded PostgreSQL through the socket the app wrote down", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-attach-'));
    try {
      await writeFile(path.join(dir, 'pg-runtime.json'), JSON.stringify({ port: 54321, socketDir: `${dir}/pg`, pid: 1 }));
      await writeFile(path.join(dir, '.pg-password'), 'pw\n');
      const server = await attachToDatabaseServer(loadConfig({ DATA_DIR: dir }));
      expect(server.url).toBe(`postgres://postgres:pw@127.0.0.1:54321/reelwright?host=${encodeURIComponent(`${dir}/pg`)}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
