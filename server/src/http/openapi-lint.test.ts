import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the OpenAPI document under Redocly (issue 32, acceptance 1)', () => {
  it("passes Redocly's recommended rules with no error", { timeout: 60_000 }, async () => {
    const file = join(dir, 'openapi.json');
    await writeFile(file, (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body);
    if (process.env.OPENAPI_DUMP) await writeFile(process.env.OPENAPI_DUMP, await (await import('node:fs/promises')).readFile(file));
    const run = await promisify(execFile)(
      process.execPath,
      ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--config', 'redocly.yaml', '--format', 'json'],
      {
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((failure: { stdout: string }) => ({ stdout: failure.stdout }));
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    console.log(`redocly: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
    expect(errors).toEqual([]);
  });
});
