import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
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
    // The API's layers: routes may use services, services use repositories, never upwards.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/routes.js', '**/*-routes.js'],
              message: 'Routes are leaves: import services instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/index.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'apps/api/test/**', 'apps/api/bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
