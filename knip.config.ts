import type { KnipConfig } from 'knip';

/**
 * What `pnpm lint` counts as used. Every file, export and dependency must be reached from an entry below or from one
 * that Knip's plugins read in the tools' own configs (vitest's and playwright's test and setup files, the Vite config,
 * TanStack Router's file routes, index.html, the packages' `exports`, package.json scripts).
 *
 * `pnpm lint` runs it twice. `knip` takes tests as users like any other code: it finds what nothing uses at all.
 * `knip --production` starts only from the patterns ending in `!` (the processes' entries and their sources, test
 * support left out), so it finds code that only its tests still use, which goes with its tests.
 */
const production = process.argv.includes('--production') || process.argv.includes('-p');

const config: KnipConfig = {
  // Our packages are ours alone: an export of a package's entry that no workspace imports is as dead as any other.
  includeEntryExports: true,
  // The whole-system harness (packages/test-support) exists for tests alone: production mode leaves it out whole.
  ignoreWorkspaces: production ? ['packages/test-support'] : [],
  // In production mode an export its own module uses, imported elsewhere only by tests, is live code its tests reach.
  ignoreExportsUsedInFile: production,
  ignoreIssues: {
    // Kysely runs each migration's `up` and `down` through the list in migrations/index.ts, which Knip does not follow.
    'packages/db/src/migrations/2*.ts': ['exports'],
    ...(production && {
      // A package's index re-exports what other workspaces use, their tests included; what the production code no
      // longer calls is reported where it is declared, so the index adds nothing there.
      '**/index.ts': ['exports', 'types'],
      // Types do not run: which ones nothing names at all is the default run's question.
      '**/*.{ts,tsx}': ['types'],
    }),
  },
  workspaces: {
    '.': {
      entry: ['test/setup/*.ts'],
      project: ['*.ts', 'e2e/**/*.ts', 'test/**/*.ts'],
    },
    'apps/server': {
      // The launcher starts the server process by its path (`server-main.ts`, the bundle's `server.js`); an operator
      // runs `migrate-main.ts` (the bundle's `migrate.js`).
      entry: ['src/main.ts!', 'src/server-main.ts!', 'src/migrate-main.ts!'],
      project: ['src/**/*.ts!', '!src/testing/**!', '!src/trials/**!', '!src/security/**!', '!src/bundle/**!', '!src/**/*-fixture.ts!', '!src/**/*-child.ts!', '!src/trpc/procedures/clone/clone-members.ts!'],
      // pino loads its transport by name (core's logTransportFor), resolved from the process's own entry.
      ignoreDependencies: ['pino-pretty'],
    },
    'apps/worker': {
      entry: ['src/main.ts!'],
      project: ['src/**/*.ts!'],
      ignoreDependencies: ['pino-pretty'],
    },
    'apps/web': {
      entry: ['src/entry.ts!'],
      project: ['src/**/*.{ts,tsx,css}!', '!src/test/**!', '!src/**/*-fixture.ts!', 'build/**/*.ts'],
    },
    'packages/*': {
      project: ['src/**/*.ts!', '!src/testing/**!'],
    },
    bench: {
      // Each bench is a command run by its path (the root package.json's `bench:*` scripts, docs/benchmarks.md).
      entry: ['*/*-bench.ts', '*/*-cli.ts'],
      project: ['**/*.ts'],
    },
  },
};

export default config;
