import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The modules whose items are versioned or trashed: they register with versions/ and trash/. */
const CONTENT_MODULES = ['areas', 'events', 'home', 'intro', 'news', 'publishing', 'tags'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      'gateway/.ssr-test-*/**',
      '**/node_modules/**',
      '.tools/**',
      '.data/**',
      '**/generated/**',
      '**/*.generated.ts',
      '.test-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Layering: gateway lib ↛ modules/http/graphql, http ↛ modules; a frontend feature ↛ another
    // feature (shared code goes to components/, lib/ or graphql/). Tests wire the whole app: exempt.
    files: ['gateway/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['frontend/tsconfig.json', 'gateway/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './gateway/src/lib',
              from: ['./gateway/src/modules', './gateway/src/http', './gateway/src/graphql'],
              message: 'lib/ is shared infrastructure: move the domain part into its module or invert.',
            },
            {
              target: './gateway/src/http',
              from: './gateway/src/modules',
              message: 'http/ is transport: let the module provide what it needs (app.ts wires them).',
            },
            // One way down: seed/ → modules/ → db/ → lib/ (app.ts and server.ts compose them).
            {
              target: './gateway/src/db',
              from: ['./gateway/src/modules', './gateway/src/seed'],
              message: 'db/ is infrastructure below the modules: seeding and demo data go in seed/.',
            },
            {
              target: [
                './gateway/src/modules',
                './gateway/src/lib',
                './gateway/src/http',
                './gateway/src/graphql',
              ],
              from: './gateway/src/seed',
              message: 'seed/ sits above the modules: nothing below it imports it (server.ts runs it).',
            },
            {
              target: './gateway/src/lib',
              from: './gateway/src/db',
              message: 'lib/ is below db/: take what it needs as a parameter, or move the piece down.',
            },
            {
              // Versions and trash take registrations from the content modules (versions.registry.ts,
              // trashOperations) instead of importing them.
              target: ['./gateway/src/modules/versions', './gateway/src/modules/trash'],
              from: CONTENT_MODULES.map((m) => `./gateway/src/modules/${m}`),
              message:
                'versions/ and trash/ are below the content modules: have the module register with them.',
            },
            // Only a module's own code reads and writes its collections: another module goes through
            // its service (a model file may reuse another's sub-schema, a test may arrange data).
            ...fs
              .readdirSync('gateway/src/modules', { withFileTypes: true })
              .filter((d) => d.isDirectory())
              .map((d) => ({
                target: `./gateway/src/modules/!(${d.name})/**/!(*.model|*.test).ts`,
                from: `./gateway/src/modules/${d.name}/*.model.ts`,
                message: "Another module's collection: go through its service.",
              })),
            ...fs
              .readdirSync('frontend/src/features', { withFileTypes: true })
              .filter((d) => d.isDirectory())
              .map((d) => ({
                target: `./frontend/src/features/${d.name}`,
                from: './frontend/src/features',
                except: [`./${d.name}`],
                message: 'A feature does not import another: share through components/, lib/ or graphql/.',
              })),
          ],
        },
      ],
    },
  },
);
