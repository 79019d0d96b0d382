// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ourApps = ['@adfleet/server', '@adfleet/server/*', '@adfleet/web', '@adfleet/web/*', '@adfleet/worker', '@adfleet/worker/*'];
const appsByPath = ['**/apps/**'];
/** Another host by package name or by relative path: each host runs on its own and shares code only through packages. */
const hostImports = (host) => [`@adfleet/${host}`, `@adfleet/${host}/*`, `**/apps/${host}/**`, `**/${host}/src/**`];
const hostsApart = (self) => ({
  group: ['server', 'worker', 'web'].filter((host) => host !== self).flatMap(hostImports),
  message: 'A host never imports another host: share code through a package; a test that needs another host gets it from @adfleet/test-support.',
});

// Not i18next: core words its message codes with it, from the resources the web app loads (docs/decisions/0083).
const frameworks = ['fastify', '@fastify/*', '@trpc/*', 'react', 'react-*', '@tanstack/*', 'pg-boss', 'pino', 'kysely', 'pg'];

/** process.env is read only in env.ts files (and the tool configs that have no app around them). */
const noProcessEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read the environment only in an env.ts file, validated with zod, and pass values down.',
};

/** Kysely's query builders, which only packages/db repositories may call (`transaction()` stays allowed in core). */
const noQueryBuilding = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'].map((property) => ({
  property,
  message: 'Queries live in packages/db repositories: call one (or add one) instead of building the query in core.',
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', '.tools/**', '.data*/**', '**/routeTree.gen.ts', 'playwright-report/**', 'test-results/**', '**/public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-syntax': ['error', noProcessEnv],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/env.ts', '**/*.config.ts', '**/*.config.js'], rules: { 'no-restricted-syntax': 'off' } },
  {
    // Migrations are frozen snapshots typed against Kysely<any>, never against today's schema.
    files: ['packages/db/src/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/**/*.ts'],
    // The whole-system harness composes the server and the worker the way their processes do; nothing else may.
    ignores: ['packages/test-support/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...ourApps, ...appsByPath], message: 'Packages never import apps.' }] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [hostsApart('server')] }] },
  },
  {
    files: ['apps/worker/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [hostsApart('worker')] }] },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...ourApps, ...appsByPath], message: 'Packages never import apps.' },
            { group: frameworks, message: 'core is framework-free: reach the database through @adfleet/db repositories.' },
          ],
        },
      ],
      // core composes repositories and opens transactions; the queries themselves live in packages/db.
      'no-restricted-properties': ['error', ...noQueryBuilding],
    },
  },
  {
    files: ['packages/db/**/*.ts'],
    ignores: ['packages/db/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@adfleet/*', ...appsByPath], message: 'db imports nothing of ours.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@adfleet/server/trpc', allowTypeImports: true, message: 'The web app imports only the AppRouter type from the server.' },
            // The index's namespace objects pull every primitive a page uses into the app's boot chunk (ADR 0052).
            { name: 'radix-ui', message: "Import a primitive from its own entry: import * as DialogPrimitive from 'radix-ui/dialog'." },
          ],
          patterns: [
            { group: ['@adfleet/db', '@adfleet/db/*', '@adfleet/worker', '@adfleet/worker/*', '**/apps/worker/**', '**/worker/src/**'], message: 'The web app talks to the server, not to the database or the worker.' },
            { group: ['**/apps/server/**', '**/server/src/**'], message: 'The web app imports only the AppRouter type from the server, as @adfleet/server/trpc.' },
          ],
        },
      ],
    },
  },
);
