import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webServerOnlyPaths = [
  {
    name: '@shop/domain/validation/new-password',
    message: 'Server only: pages check the password with password-rule.ts; the server answers the list.',
  },
];

const webFeatures = readdirSync(new URL('apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Refuses a relative import into one of `features` anywhere but its `api/` folder. */
const webBoundary = (features, via = '') => ({
  paths: webServerOnlyPaths,
  patterns: [
    {
      regex: `^(?:\\.\\./)+${via}(?:${features.join('|')})/(?!api/)`,
      message:
        "A web feature's components, hooks, lib and styles are its own: use its api/ files, or move the shared part to components/, hooks/ or lib/.",
    },
  ],
});

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/coverage/**',
      'apps/server/drizzle/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', 'apps/server/build.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The benchmark's whole job is to print its figures.
    files: ['apps/server/src/bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Fastify plugins are async by convention even when they register routes synchronously.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Fastify's declaration merging needs an interface.
    files: [
      'apps/server/src/plugins/**/*.ts',
      'apps/server/src/test/global-setup.ts',
      'apps/web/src/i18n/i18next.d.ts',
    ],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // The list of common passwords is large: the server checks it, no page downloads it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: webServerOnlyPaths }] },
  },
  // ---- Web feature boundaries ------------------------------------------------------------
  // A web feature (apps/web/src/features/<name>) uses another feature only through its `api/`
  // files, which own the queries and their keys; its components, hooks, lib and styles are its
  // own. Shared parts live in components/, hooks/ and lib/, which may use a feature's `api/` but
  // nothing else of it. A later block for the same files replaces the rule's options, so each
  // block repeats the server-only paths above.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', webBoundary(webFeatures.filter((f) => f !== feature))] },
  })),
  {
    files: ['apps/web/src/{components,hooks,lib}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', webBoundary(webFeatures, 'features/')] },
  },
  // ---- End of web feature boundaries -----------------------------------------------------
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
