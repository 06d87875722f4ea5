// The design's arrows (docs/architecture.md, /work/shared/DESIGN.md "Layout"), checked by
// `npm run lint` (`depcruise`). Every rule is proven by a fixture that breaks it:
// tooling/lint-fixtures/<rule name>/, exercised by tooling/lint-rules.test.ts.
//
// The rules are written against conventions, not file names, so they hold as files move:
// - a client feature is a folder `client/src/features/<name>/`; its public entries are the files
//   listed in FEATURE_ENTRIES (today only `index.ts`);
// - a server module is a folder `server/src/modules/<name>/`; its public face is `service.ts`;
// - a repository is a server file whose name contains `repository`.
// Paths are relative to the directory depcruise runs in (the repo root, or a fixture's root).

/**
 * Files in a feature's root folder that other features may import. Keep it short: a feature's
 * public face is its `index.ts`. Add an entry only when a caller must not pull the whole index
 * (e.g. the landing's opt-in form must not load the funnel's admin screens), and say why here.
 * - `opt-in.ts`: the funnel's opt-in call, imported by the marketing opt-in screen without the
 *   rest of the funnel (it is on the landing's critical path, within its 100 KB budget).
 */
const FEATURE_ENTRIES = ['index.ts', 'opt-in.ts'];

const entryPattern = FEATURE_ENTRIES.map((file) => file.replaceAll('.', '\\.')).join('|');
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
        `(client/src/features/<name>/{${FEATURE_ENTRIES.join(',')}}), never its internals.`,
      severity: 'error',
      from: { path: '^client/src/features/([^/]+)/' },
      to: {
        path: '^client/src/features/([^/]+)/',
        pathNot: [`^client/src/features/$1/`, `^client/src/features/[^/]+/(${entryPattern})$`],
      },
    },
    {
      name: 'module-through-service',
      comment:
        "A server module uses another module only through its service.ts (which may re-export " +
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
        pathNot: [
          '^server/src/db/',
          '^server/src/.*repository[^/]*\\.ts$',
          '^server/test/',
          '^bench/',
          '^drizzle\\.config\\.ts$',
          isTest,
        ],
      },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
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
      comment:
        'Every import resolves; an unresolved one would slip past the rules above (e.g. a path ' +
        'alias the rules do not know).',
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
    reporterOptions: { text: { highlightFocused: true } },
  },
};
