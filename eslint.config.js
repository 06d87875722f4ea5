import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const FETCH_MESSAGE =
  'Only adapters call fetch: server/src/providers/<port>/ on the server, client/src/lib/api-client.ts on the client.';

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
    ignores: [
      'server/src/providers/**',
      'client/src/lib/api-client.ts',
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      'tooling/**',
    ],
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
