// Each boundary rule of `npm run lint` fails on a fixture planted to break it, and a fixture that
// keeps every arrow passes. The fixtures (tooling/lint-fixtures/<rule>/) are small trees shaped
// like the repo; the rules run on them exactly as configured for the repo, from the fixture's root.
import { ESLint } from 'eslint';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const fixture = (name: string) => path.join(repoRoot, 'tooling/lint-fixtures', name);

/** Runs .dependency-cruiser.mjs on a fixture; returns its violations as "rule: from → to". */
async function cruiseFixture(name: string): Promise<string[]> {
  const root = fixture(name);
  const config = await extractDepcruiseConfig(path.join(repoRoot, '.dependency-cruiser.mjs'));
  const tsConfigFile = path.join(root, 'tsconfig.json');
  const hasTsConfig = existsSync(tsConfigFile);
  const { tsConfig: _repoTsConfig, cache: _cache, ...options } = config.options ?? {};
  const result = await cruise(
    ['.'],
    {
      ...options,
      ...(hasTsConfig ? { tsConfig: { fileName: tsConfigFile } } : {}),
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    },
    {},
    { tsConfig: hasTsConfig ? extractTSConfig(tsConfigFile) : undefined },
  );
  const output = (typeof result.output === 'string' ? JSON.parse(result.output) : result.output) as ICruiseResult;
  return output.summary.violations.map(describeViolation).sort();
}

function describeViolation(violation: IViolation): string {
  const to = violation.cycle ? violation.cycle.map((step) => step.name).join(' → ') : violation.to;
  // node_modules paths depend on where the fixture sits; keep the package's part
  return `${violation.rule.name}: ${violation.from} → ${to.replace(/^.*node_modules\//, '')}`;
}

/** Lints a fixture with the repo's eslint.config.js; returns "ruleId: file" per message. */
async function lintFixture(name: string): Promise<string[]> {
  const root = fixture(name);
  // The fixtures belong to no tsconfig, so the type-aware rules (which need one) are off here:
  // these tests prove the boundary rules, and the type-aware ones run over the real tree.
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: path.join(repoRoot, 'eslint.config.js'),
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/switch-exhaustiveness-check': 'off',
      },
    },
  });
  const results = await eslint.lintFiles(['.']);
  return results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${path.relative(root, result.filePath)}: ${message.message}`)).sort();
}

describe('the boundary rules of npm run lint', () => {
  it('pass on a tree that keeps every arrow', async () => {
    expect(await cruiseFixture('compliant')).toEqual([]);
    expect(await lintFixture('compliant')).toEqual([]);
  });

  it('common-imports-neither-side: common/ imports neither client/ nor server/', async () => {
    expect(await cruiseFixture('common-imports-neither-side')).toEqual([
      'common-imports-neither-side: common/rules/price.ts → client/src/lib/api-base.ts',
      'common-imports-neither-side: common/rules/price.ts → server/src/config.ts',
    ]);
  });

  it("feature-through-public-entry: a client feature imports another only through the other's index.ts (or a listed entry)", async () => {
    expect(await cruiseFixture('feature-through-public-entry')).toEqual([
      'feature-through-public-entry: client/src/features/a/components/offer.tsx → client/src/features/b/api/get-price.ts',
      'feature-through-public-entry: client/src/features/a/components/offer.tsx → client/src/features/b/components/price-tag.tsx',
      'feature-through-public-entry: client/src/features/a/components/offer.tsx → client/src/features/b/opt-in.ts',
    ]);
  });

  it('client-shared-layers-not-to-features: components/, hooks/ and lib/ import no feature and nothing from app/', async () => {
    expect(await cruiseFixture('client-shared-layers-not-to-features')).toEqual([
      'client-shared-layers-not-to-features: client/src/components/ui/offer-badge.tsx → client/src/features/a/index.ts',
      'client-shared-layers-not-to-features: client/src/hooks/use-home.ts → client/src/app/router.ts',
    ]);
  });

  it("module-through-service: a server module imports another only through the other's service.ts", async () => {
    expect(await cruiseFixture('module-through-service')).toEqual([
      'module-through-service: server/src/modules/a/service.ts → server/src/modules/b/repository.ts',
    ]);
  });

  it('drizzle-only-in-repositories: Drizzle is imported by repositories and db/ only', async () => {
    expect(await cruiseFixture('drizzle-only-in-repositories')).toEqual([
      expect.stringMatching(/^drizzle-only-in-repositories: server\/src\/jobs\/handlers\/tidy\.ts → drizzle-orm\/pg-core\//),
      expect.stringMatching(/^drizzle-only-in-repositories: server\/src\/modules\/a\/service\.ts → drizzle-orm\//),
    ]);
  });

  it('repository-not-to-http: a repository imports nothing from http/ (so throws no AppError)', async () => {
    expect(await cruiseFixture('repository-not-to-http')).toEqual([
      'repository-not-to-http: server/src/modules/a/repository.ts → server/src/http/app-error.ts',
    ]);
  });

  it('lower-floors-import-no-module: http/, providers/, jobs/, events/ (and db/, user-data/) import no module', async () => {
    expect(await cruiseFixture('lower-floors-import-no-module')).toEqual([
      'lower-floors-import-no-module: server/src/events/subscribers.ts → server/src/modules/auth/service.ts',
      'lower-floors-import-no-module: server/src/http/session.ts → server/src/modules/auth/service.ts',
      'lower-floors-import-no-module: server/src/jobs/cleanup.ts → server/src/modules/auth/service.ts',
      'lower-floors-import-no-module: server/src/providers/mail/outbox-mailer.ts → server/src/modules/auth/service.ts',
    ]);
  });

  it('workers-above-modules: only the composition root imports workers/', async () => {
    expect(await cruiseFixture('workers-above-modules')).toEqual([
      'workers-above-modules: server/src/jobs/queue.ts → server/src/workers/registry.ts',
      'workers-above-modules: server/src/modules/a/service.ts → server/src/workers/registry.ts',
    ]);
  });

  it('composition-root-on-top: nothing in a floor imports adapters.ts, app.ts, boot.ts, main.ts or worker.ts', async () => {
    expect(await cruiseFixture('composition-root-on-top')).toEqual([
      'composition-root-on-top: server/src/modules/a/service.ts → server/src/app.ts',
      'composition-root-on-top: server/src/workers/registry.ts → server/src/adapters.ts',
    ]);
  });

  it('providers-import-no-upper-floor: an adapter imports nothing from http/ (raises its own errors), jobs/, events/, user-data/', async () => {
    expect(await cruiseFixture('providers-import-no-upper-floor')).toEqual([
      'providers-import-no-upper-floor: server/src/providers/payments/test-payments.ts → server/src/http/app-error.ts',
    ]);
  });

  it("module-through-provider-entry: a module uses a provider only through the port's index.ts", async () => {
    expect(await cruiseFixture('module-through-provider-entry')).toEqual([
      'module-through-provider-entry: server/src/modules/a/service.ts → server/src/providers/video/video-engine.ts',
    ]);
  });

  it('child-process-only-in-media-tools: only the media tools adapter (and the embedded PostgreSQL) start processes', async () => {
    expect(await cruiseFixture('child-process-only-in-media-tools')).toEqual([
      // dependency-cruiser names the core module without its node: prefix
      'child-process-only-in-media-tools: server/src/jobs/tidy.ts → child_process',
      'child-process-only-in-media-tools: server/src/modules/a/service.ts → child_process',
      'child-process-only-in-media-tools: server/src/providers/video/poster.ts → child_process',
    ]);
  });

  it('no-circular: no import cycles', async () => {
    // a cycle is reported once, from the first of its files
    expect(await cruiseFixture('no-circular')).toEqual(['no-circular: common/rules/credits.ts → common/rules/plans.ts → common/rules/credits.ts']);
  });

  it('not-to-unresolvable: every import resolves, so no alias slips past the rules', async () => {
    expect(await cruiseFixture('not-to-unresolvable')).toEqual(['not-to-unresolvable: client/src/features/a/index.ts → @/features/missing']);
  });

  it('fetch-only-in-adapters: only providers and the api client call fetch', async () => {
    const message = 'Only adapters call fetch: server/src/providers/<port>/ on the server, client/src/lib/api-client.ts on the client.';
    expect(await lintFixture('fetch-only-in-adapters')).toEqual([
      `no-restricted-globals: client/src/features/a/api/get-offer.ts: Unexpected use of 'fetch'. ${message}`,
      `no-restricted-properties: server/src/modules/a/service.ts: 'globalThis.fetch' is restricted from being used. ${message}`,
    ]);
  });

  it('canvas-through-its-entry: the server reaches @napi-rs/canvas through providers/canvas, which sets its allocator up first', async () => {
    const message = 'Import server/src/providers/canvas/index instead: it sets the allocator up first.';
    expect(await lintFixture('canvas-through-its-entry')).toEqual([
      `no-restricted-imports: server/src/providers/video/local/painter.ts: '@napi-rs/canvas' import is restricted from being used. ${message}`,
    ]);
  });

  it('random-uuid-through-lib: client code makes UUIDs with lib/random-uuid, which works on plain-HTTP hosts', async () => {
    const message = 'Use randomUuid() from client/src/lib/random-uuid.ts: crypto.randomUUID is missing on plain-HTTP hosts.';
    expect(await lintFixture('random-uuid-through-lib')).toEqual([
      `no-restricted-properties: client/src/features/a/components/retry-button.ts: 'crypto.randomUUID' is restricted from being used. ${message}`,
    ]);
  });
});
