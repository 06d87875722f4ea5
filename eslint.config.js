import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import vitest from '@vitest/eslint-plugin';
import playwright from 'eslint-plugin-playwright';

const FETCH_MESSAGE = 'Only adapters call fetch: server/src/providers/<port>/ on the server, client/src/lib/api-client.ts on the client.';

const FETCH_PROPERTIES = ['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: FETCH_MESSAGE }));
const RANDOM_UUID_MESSAGE = 'Use randomUuid() from client/src/lib/random-uuid.ts: crypto.randomUUID is missing on plain-HTTP hosts.';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'client/dist',
      'data',
      '.test-results',
      'test-results',
      'playwright-report',
      'server/src/db/migrations',
      // planted violations, linted only by tooling/lint-rules.test.ts
      'tooling/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules (issue 26): a promise nobody awaits loses its error, a promise passed where a
    // callback's result is ignored does too, and a switch over a union must name every member.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // Tests keep their habits: nothing focused, nothing disabled without a reason, no sleeps.
    files: ['**/*.test.{ts,tsx}', 'server/test/**/*.ts'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      // `expect(value, 'what went wrong')` is Vitest's message form
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // many tests assert through helpers (refused(), recorder.next(), audit()); a branch over
      // cases that each assert is how table tests read here
      'vitest/expect-expect': 'off',
      'vitest/no-conditional-expect': 'off',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/no-focused-test': 'error',
      'playwright/expect-expect': 'off',
      'playwright/no-conditional-expect': 'off',
      'playwright/no-conditional-in-test': 'off',
      'playwright/consistent-spacing-between-blocks': 'off',
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-skipped-test': ['error', { allowConditional: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Skia's allocator is configured before the library loads (server/src/providers/canvas/allocator.ts)
    files: ['server/**/*.ts', 'bench/**/*.ts'],
    ignores: ['server/src/providers/canvas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@napi-rs/canvas', allowTypeImports: true, message: 'Import server/src/providers/canvas/index instead: it sets the allocator up first.' },
          ],
        },
      ],
    },
  },
  {
    // common/ is shared by both sides and must import neither
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/client/**', '@/*'] }],
    },
  },
  {
    // Only adapters talk to the outside world: the server's providers and the client's api
    // client are the only callers of fetch (navigator.sendBeacon stays allowed for analytics).
    // Proven by tooling/lint-fixtures/fetch-only-in-adapters (tooling/lint-rules.test.ts).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['server/src/providers/**', 'client/src/lib/api-client.ts', '**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**', 'scripts/**', 'tooling/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_MESSAGE }],
      'no-restricted-properties': ['error', ...FETCH_PROPERTIES],
    },
  },
  {
    // Browsers offer crypto.randomUUID only in secure contexts, and a self-hosted instance is often
    // opened over plain HTTP. Proven by tooling/lint-fixtures/random-uuid-through-lib.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/random-uuid.ts', 'client/src/lib/api-client.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', ...FETCH_PROPERTIES, { object: 'crypto', property: 'randomUUID', message: RANDOM_UUID_MESSAGE }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
