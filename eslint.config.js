import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import moduleBoundaries from './scripts/eslint/module-boundaries.mjs';

const apiSourceResolver = fileURLToPath(
  new URL('./scripts/eslint/ts-source-resolver.cjs', import.meta.url),
);
const apiSourceRoot = fileURLToPath(new URL('./apps/api/src', import.meta.url));
/** The order's wing above its core: its loose files and each group of actions (trip included). */
const ORDER_WING_ABOVE_CORE = ['modules/orders', 'modules/orders/*'];
/** Every message of the API's layer rules carries this; apps/api/test/lint-boundaries.test.ts reads it. */
const LAYERS = 'API layers:';
const DRIZZLE_ONLY_IN_REPOSITORIES = `${LAYERS} drizzle-orm belongs in repositories (repo.ts, *-repo.ts) and db/.`;

/** Every layer of the API modules whose folder matches `module` (a micromatch pattern). */
const moduleFiles = (module) =>
  ['api-route', 'api-service', 'api-repository'].map((type) => [type, { module }]);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  // Type-aware: floating promises, unsafe `any`, needless conditions and assertions are found by
  // the linter from the types (issue 14), not marked by hand.
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Numbers read well in messages and keys; objects and nullables must still be formatted.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Fastify plugins and hooks and antd's rule validators are async by contract, whether or
      // not their body awaits; no-floating-promises and no-misused-promises do the real work.
      '@typescript-eslint/require-await': 'off',
      // `onClick={() => setOpen(true)}` is the idiom of every React handler.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // bulletproof-react's rule: shared code → features → app, never feature → feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app/**' },
        { type: 'feature', pattern: 'apps/web/src/features/*/**', capture: ['feature'] },
        { type: 'lib', pattern: 'apps/web/src/lib/**' },
        { type: 'ui', pattern: 'apps/web/src/ui/**' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: 'lib', disallow: ['app', 'feature'] },
            { from: 'ui', disallow: ['app', 'feature'] },
            { from: 'feature', disallow: ['app'] },
            {
              from: 'feature',
              disallow: [['feature', { feature: '!${from.feature}' }]],
            },
          ],
        },
      ],
    },
  },
  {
    // The API's layers (docs/architecture.md, "Permissions and layers"): routes → services →
    // repositories → db, platform below modules, a module's repositories its own. Imports name
    // the compiled `.js` files, which a small resolver maps back to the TypeScript sources.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        {
          type: 'api-entry',
          mode: 'full',
          pattern: [
            'apps/api/src/{app,server,config}.ts',
            'apps/api/src/modules/index.ts',
            'apps/api/src/seed/**',
          ],
        },
        {
          type: 'api-route',
          mode: 'full',
          pattern: ['apps/api/src/modules/*/**/routes.ts', 'apps/api/src/modules/*/**/*-routes.ts'],
          capture: ['module'],
        },
        {
          type: 'api-repository',
          mode: 'full',
          pattern: ['apps/api/src/modules/*/**/repo.ts', 'apps/api/src/modules/*/**/*-repo.ts'],
          capture: ['module'],
        },
        {
          type: 'api-service',
          mode: 'full',
          pattern: 'apps/api/src/modules/*/**/*.ts',
          capture: ['module'],
        },
        {
          type: 'api-platform-repository',
          mode: 'full',
          pattern: ['apps/api/src/platform/**/repo.ts', 'apps/api/src/platform/**/*-repo.ts'],
        },
        { type: 'api-platform', mode: 'full', pattern: 'apps/api/src/platform/**/*.ts' },
        // What services may hold of the database: the handle (transactions) and readTogether.
        {
          type: 'api-db-handle',
          mode: 'full',
          pattern: ['apps/api/src/db/client.ts', 'apps/api/src/db/read-together.ts'],
        },
        { type: 'api-db', mode: 'full', pattern: 'apps/api/src/db/**/*.ts' },
      ],
      'import/resolver': { [apiSourceResolver]: {} },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: ['api-service', 'api-repository', 'api-platform', 'api-platform-repository'],
              disallow: ['api-route'],
              message: `${LAYERS} routes are leaves; import the service instead.`,
            },
            {
              from: ['api-route'],
              disallow: ['api-repository', 'api-platform-repository', 'api-db', 'api-db-handle'],
              message: `${LAYERS} a route calls services, never a repository or the database.`,
            },
            {
              from: ['api-service'],
              disallow: ['api-db'],
              message: `${LAYERS} a service reaches the database through repositories.`,
            },
            {
              from: ['api-service', 'api-repository'],
              disallow: [['api-repository', { module: '!${from.module}' }]],
              message: `${LAYERS} another module's repository is private to it; call its service.`,
            },
            {
              // The trust score lives in ratings/ so that the company's and the account's views
              // can show it without reaching into the trip (issue 37): modules depend one way.
              from: moduleFiles('{companies,auth}'),
              disallow: moduleFiles('orders'),
              message: `${LAYERS} companies and auth sit below the order's wing and never import orders/; the trust score is in ratings/.`,
            },
            {
              from: ['api-repository'],
              disallow: ['api-service'],
              message: `${LAYERS} a repository builds on the database, never on services.`,
            },
            {
              from: ['api-platform', 'api-platform-repository'],
              disallow: ['api-route', 'api-service', 'api-repository', 'api-entry'],
              message: `${LAYERS} platform code sits below the modules and never imports them.`,
            },
            {
              from: ['api-db', 'api-db-handle'],
              disallow: [
                'api-route',
                'api-service',
                'api-repository',
                'api-platform',
                'api-platform-repository',
                'api-entry',
              ],
              message: `${LAYERS} the database layer imports nothing above it.`,
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: DRIZZLE_ONLY_IN_REPOSITORIES }],
          patterns: [{ group: ['drizzle-orm/*'], message: DRIZZLE_ONLY_IN_REPOSITORIES }],
        },
      ],
    },
  },
  {
    // No file imports itself back through others, in any app or package.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { [apiSourceResolver]: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Modules depend one way (docs/architecture.md, "Where a rule lives"): no import closes a
    // cycle between two modules, and the order's wing is layered around its core.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    plugins: { modules: moduleBoundaries },
    rules: {
      'modules/one-way': [
        'error',
        {
          sourceRoot: apiSourceRoot,
          forbidden: [
            {
              from: ['modules/orders/core'],
              to: [...ORDER_WING_ABOVE_CORE, 'modules/documents'],
              except: ['modules/orders/core'],
              because:
                "the core is the bottom of the order's wing; actions depend on it, never the reverse.",
            },
            {
              from: ['modules/documents'],
              to: ORDER_WING_ABOVE_CORE,
              except: ['modules/orders/core'],
              because: 'documents/ keeps the registry and depends at most on the order core.',
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories and the database layer are where SQL lives; the demo seed, an entry, writes its rows.
    files: [
      'apps/api/src/**/repo.ts',
      'apps/api/src/**/*-repo.ts',
      'apps/api/src/db/**/*.ts',
      'apps/api/src/seed/**/*.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'playwright.config.ts', 'vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read answers they assert on (`response.json()` is `any` by design of inject and
    // fetch) and index fixtures they just built; the source keeps the strict rules.
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**',
      'apps/api/test/**',
      'apps/web/src/test/**',
      'apps/api/bench/**',
    ],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Tests copy browser objects (storage, navigator) into plain ones on purpose.
      '@typescript-eslint/no-misused-spread': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'apps/api/test/**', 'apps/api/bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
