import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
