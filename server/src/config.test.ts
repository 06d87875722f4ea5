import path from 'node:path';
import { ConfigError, defaultPoolMax, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(5000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.RUN_WORKERS).toBe(true);
  });

  it('sizes the database pool to the cores unless told', () => {
    expect([1, 2, 4, 8].map((cores) => defaultPoolMax(cores))).toEqual([5, 5, 9, 17]);
    expect(loadConfig({}).DATABASE_POOL_MAX).toBe(defaultPoolMax());
    expect(loadConfig({ DATABASE_POOL_MAX: '30' }).DATABASE_POOL_MAX).toBe(30);
  });

  it('names the variable that holds a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ RUN_WORKERS: 'maybe' })).toThrow(/RUN_WORKERS/);
  });

  it('renders locally by default and needs a key for a remote video provider', () => {
    expect(loadConfig({}).VIDEO_PROVIDER).toBe('local');
    expect(loadConfig({}).mediaDir).toMatch(/data[\\/]media$/);
    expect(() => loadConfig({ VIDEO_PROVIDER: 'fal' })).toThrow(/FAL_KEY: is required when VIDEO_PROVIDER=fal/);
    expect(() => loadConfig({ VIDEO_PROVIDER: 'replicate' })).toThrow(/REPLICATE_API_TOKEN/);
    expect(loadConfig({ VIDEO_PROVIDER: 'fal', FAL_KEY: 'k' }).FAL_MODEL).toBe('fal-ai/ltx-video');
  });

  it('writes scripts from templates by default and reads an OpenAI-compatible endpoint when given', () => {
    const defaults = loadConfig({});
    expect(defaults.LLM_BASE_URL).toBeUndefined();
    expect(defaults).toMatchObject({ LLM_MODEL: 'gpt-4o-mini', LLM_TIMEOUT_MS: 15_000 });
    const config = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1', LLM_TIMEOUT_MS: '2500' });
    expect(config).toMatchObject({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1', LLM_TIMEOUT_MS: 2500 });
    expect(() => loadConfig({ LLM_BASE_URL: 'openai' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_TIMEOUT_MS: '10' })).toThrow(/LLM_TIMEOUT_MS/);
  });

  it('never repeats a secret in its error message', () => {
    const error = (() => {
      try {
        loadConfig({ LLM_API_KEY: 'sk-very-secret', LLM_BASE_URL: 'not a url', PORT: 'eighty' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toMatch(/LLM_BASE_URL/);
    expect(error?.message).not.toContain('sk-very-secret');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(5000);
  });

  it('reads booleans and numbers from strings', () => {
    const config = loadConfig({ PORT: '8080', RUN_WORKERS: 'false', TRUST_PROXY: '1' });
    expect(config).toMatchObject({ PORT: 8080, RUN_WORKERS: false, TRUST_PROXY: true });
  });
});

describe('start-up with a bad variable', () => {
  it('stops before doing anything and names the variable', { timeout: 90_000 }, async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000, // tsx compiles main.ts first: slow on a loaded machine
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PORT');
  });
});
