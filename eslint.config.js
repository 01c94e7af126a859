import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/plugin.js';

// Each web feature may import itself and shared code, never another feature (decision 0034).
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.tsbuild/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // Boundaries between layers and modules (decision 0034). Imports name files with their `.ts`
    // extension and the contracts package maps `./*` to `./src/*.ts`, so node resolution with
    // TypeScript extensions finds every file without a TypeScript-aware resolver.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      // import-x reads only the files with these extensions when following imports (for cycles).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: 'apps/web/src/features',
              except: [`./${feature}`],
              message: 'A web feature never imports another feature; move what both need to shared/.',
            })),
            {
              target: 'apps/web/src/features',
              from: 'apps/web/src/app',
              message: 'Features do not import the app shell; the app composes features.',
            },
            {
              target: 'apps/web/src/shared',
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message: 'Shared code imports neither features nor the app shell.',
            },
            {
              // db/seed/ is left out: like main.ts it is a composer that fills the catalogue
              // through the modules' own functions.
              target: ['apps/server/src/lib', 'apps/server/src/adapters', 'apps/server/src/db/*.ts'],
              from: 'apps/server/src/modules',
              message: 'lib/, adapters/ and db/ sit below the modules and never import one.',
            },
            {
              // Identity is one module in two folders; the dependency runs account → auth only.
              target: 'apps/server/src/modules/auth',
              from: 'apps/server/src/modules/account',
              message: 'auth/ never imports account/: account depends on auth, so the two cannot form a cycle.',
            },
            {
              target: 'packages/contracts',
              from: 'apps',
              message: 'Contracts are shared by server and web and import neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests arrange and inspect rows directly; the rule holds the code that ships.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/sql-in-queries': 'error' },
  },
  {
    // Outside the modules too (seeds, scripts, lib/): there the ledger's tables alone are refused.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/no-foreign-tables': 'error' },
  },
  {
    // Endpoint paths live in their contracts (decision 0052); tests call the API as outside clients do.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { boundaries },
    rules: { 'boundaries/no-endpoint-paths': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Parts loaded on demand go through lazyPart, which a server-drawn page waits for before
      // refreshing its data (decision 0051); a bare React.lazy would be a mismatch waiting to happen.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', importNames: ['lazy'], message: 'Use lazyPart (shared/lib/lazy-part.ts).' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/lib/lazy-part.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
