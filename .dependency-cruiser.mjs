// The design's arrows (docs/architecture.md, /work/shared/DESIGN.md "Layout"), checked by
// `npm run lint` (`depcruise`). Every rule is proven by a fixture that breaks it:
// tooling/lint-fixtures/<rule name>/, exercised by tooling/lint-rules.test.ts.
//
// The rules are written against conventions, not file names, so they hold as files move:
// - a client feature is a folder `client/src/features/<name>/`; its public entry is its `index.ts`
//   (plus the few files listed in EXTRA_FEATURE_ENTRIES);
// - a server module is a folder `server/src/modules/<name>/`; its public face is `service.ts`;
// - a repository is a server file whose name contains `repository` (e.g. ledger-repository.ts).
// Paths are relative to the directory depcruise runs in (the repo root, or a fixture's root).

/**
 * A client feature's public face is its `index.ts`. The files below are public too: extra entries
 * for a caller that must not pull a feature's whole index. Keep the list short and say why.
 * - `funnel/opt-in.ts`: the opt-in call, for the marketing opt-in form; the landing carries it
 *   within its 100 KB budget (docs/decisions/009), so it must not load the rest of the funnel.
 */
const EXTRA_FEATURE_ENTRIES = ['funnel/opt-in.ts'];

/**
 * A server port's public face is its `index.ts` (server/src/providers/<port>/index.ts). The files
 * below are public too: light helpers a module loads without the whole port. Keep the list short and say why.
 * - `video/poster.ts`, `video/local/frame-size.ts`: reached from the job registry (renders, the
 *   share page); `video/index.ts` loads the render engine, whose render
 *   thread cannot load in Vitest's global setup (server/test/global-setup.ts reads the registry).
 */
const EXTRA_PROVIDER_ENTRIES = ['video/poster.ts', 'video/local/frame-size.ts'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const featureEntries = ['[^/]+/index\\.ts', ...EXTRA_FEATURE_ENTRIES.map(escape)].join('|');
const providerEntries = ['[^/]+/index\\.ts', ...EXTRA_PROVIDER_ENTRIES.map(escape)].join('|');
const isTest = '(\\.test\\.tsx?$|/test/)';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'common-imports-neither-side',
      comment: 'common/ is shared by the client and the server, so it imports neither of them.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(client|server)/' },
    },
    {
      name: 'feature-through-public-entry',
      comment:
        'A client feature uses another feature only through its public entry ' +
        `(client/src/features/<name>/index.ts, or one of: ${EXTRA_FEATURE_ENTRIES.join(', ')}), never its internals.`,
      severity: 'error',
      from: { path: '^client/src/features/([^/]+)/' },
      to: {
        path: '^client/src/features/([^/]+)/',
        pathNot: ['^client/src/features/$1/', `^client/src/features/(${featureEntries})$`],
      },
    },
    {
      name: 'client-shared-layers-not-to-features',
      comment:
        "The client's shared layers (components/, hooks/, lib/) sit below every feature and the app: " +
        'they import no feature and nothing from app/, so any screen can use them without a cycle ' +
        "or a feature's internals riding along (issue 26).",
      severity: 'error',
      from: { path: '^client/src/(components|hooks|lib)/' },
      to: { path: '^client/src/(features|app)/' },
    },
    {
      name: 'module-through-service',
      comment:
        'A server module uses another module only through its service.ts (which may re-export ' +
        'types); routes, repositories and helpers of a module are private to it.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/([^/]+)/',
        pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/service\\.ts$'],
      },
    },
    {
      name: 'drizzle-only-in-repositories',
      comment:
        'Only repositories (server files named *repository*) and server/src/db/ import Drizzle; ' +
        'tests, test helpers, benchmarks and drizzle.config.ts may too.',
      severity: 'error',
      from: {
        pathNot: ['^server/src/db/', '^server/src/.*repository[^/]*\\.ts$', '^server/test/', '^bench/', '^drizzle\\.config\\.ts$', isTest],
      },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'repository-not-to-http',
      comment:
        'A repository only reads and writes rows: it imports nothing from the HTTP layer, so it ' +
        'cannot throw an AppError (issue 12, acceptance 4). Services turn "not found" into errors.',
      severity: 'error',
      from: { path: '^server/src/.*repository[^/]*\\.ts$', pathNot: isTest },
      to: { path: '^server/src/http/' },
    },
    // The server is a stack of floors, each importing only the floors below it (docs/decisions/043):
    // config, logger, observability → db → providers (adapters) → http → jobs (queue, definitions) → events →
    // user-data → modules → workers (handlers, subscribers, the registry) → the composition root
    // (server/src/*.ts: adapters.ts, app.ts, boot.ts, main.ts, worker.ts) and cli/.
    {
      name: 'lower-floors-import-no-module',
      comment:
        'http/, providers/, jobs/, events/, db/ and user-data/ sit below the modules: they import no module ' +
        '(a plugin that needs a module belongs to it, e.g. modules/auth/session-plugin.ts; an adapter is handed what it needs).',
      severity: 'error',
      from: { path: '^server/src/(http|providers|jobs|events|db|user-data)/', pathNot: isTest },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'workers-above-modules',
      comment:
        'server/src/workers/ (job handlers, subscribers, the registry) is the floor above the modules: ' +
        'only the composition root and cli/ import it (tests may).',
      severity: 'error',
      from: { path: '^server/src/[^/]+/', pathNot: ['^server/src/(workers|cli)/', isTest] },
      to: { path: '^server/src/workers/' },
    },
    {
      name: 'composition-root-on-top',
      comment: 'server/src/{adapters,app,boot,main,worker}.ts wire everything together; nothing below imports them (cli/ may boot).',
      severity: 'error',
      from: { path: '^server/src/[^/]+/', pathNot: ['^server/src/cli/', isTest] },
      to: { path: '^server/src/(adapters|app|boot|main|worker)\\.ts$' },
    },
    {
      name: 'providers-import-no-upper-floor',
      comment:
        'An adapter talks to the outside world and raises its own errors: it imports nothing from http/ ' +
        '(no AppError), jobs/, events/ or user-data/; the module that uses it maps its errors.',
      severity: 'error',
      from: { path: '^server/src/providers/', pathNot: isTest },
      to: { path: '^server/src/(http|jobs|events|user-data)/' },
    },
    {
      name: 'module-through-provider-entry',
      comment:
        'A server module uses a provider (port) only through its public entry, server/src/providers/<port>/index.ts ' +
        `(or one of: ${EXTRA_PROVIDER_ENTRIES.join(', ')}); the adapters' files are private to the port.`,
      severity: 'error',
      from: { path: '^server/src/modules/', pathNot: isTest },
      to: { path: '^server/src/providers/[^/]+/', pathNot: `^server/src/providers/(${providerEntries})$` },
    },
    {
      name: 'child-process-only-in-media-tools',
      comment:
        'Only the media tools adapter (server/src/providers/media-tools/) starts processes: it runs ' +
        'ffmpeg and ffprobe for everyone (docs/decisions/040). The embedded PostgreSQL starts its ' +
        'server and creates its system user (db/embedded-postgres.ts, db/postgres-user.ts); tests, test helpers, scripts and benchmarks may too.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: ['^server/src/providers/media-tools/', '^server/src/db/(embedded-postgres|postgres-user)\\.ts$', isTest] },
      to: { dependencyTypes: ['core'], path: '^(node:)?child_process$' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles, in any part of the tree.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves; an unresolved one would slip past the rules above (e.g. a path ' + 'alias the rules do not know).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports couple code as well: they count for the boundaries.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['^tooling/lint-fixtures/', '^client/dist/', '^server/src/db/migrations/', '^data/', '^(\\.test-results|test-results|playwright-report)/'],
    },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
