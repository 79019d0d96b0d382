import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './test/test-workers.ts';

const failOnConsoleError = './test/setup/fail-on-console-error.ts';

/**
 * `pnpm test:full` (FAULT_TRIALS=full) adds the benches' own checks: the scale-out across processes and bench:api's
 * seed-and-load. They prove the benches, not the product, and take two minutes of a CI run's two cores.
 */
const benchChecks = process.env.FAULT_TRIALS === 'full' ? ['bench/**/*.int.test.ts'] : [];

export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/worker/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          setupFiles: [failOnConsoleError],
          // One module graph per worker, as for the integration files: a graph per file was two thirds of this
          // project's time (113 s of CPU against 32 s, docs/benchmarks.md). No unit test mocks a module, fakes the
          // clock or changes the environment, so a file sees nothing another left behind.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/src/**/*.int.test.ts', 'apps/*/src/**/*.int.test.ts', ...benchChecks],
          globalSetup: ['./packages/db/src/testing/vitest-global-setup.ts'],
          setupFiles: [failOnConsoleError],
          // A worker runs its files one after another in one module graph: the server, the worker and the sandboxes
          // are imported once per worker instead of once per file (a quarter of the suite's time). Nothing is shared
          // that a file could see: each has its own database, server and sandboxes, and no test mocks a module.
          isolate: false,
          // Deadlines, not waits: on 2 busy cores a setup that connects and syncs the demo accounts may take a minute.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/*/vitest.config.ts',
    ],
  },
});
