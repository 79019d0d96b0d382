import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const failOnConsoleError = './test/setup/fail-on-console-error.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, so on 2 cores the files ran one at a time with half the CPU
    // idle: integration files mostly wait on PostgreSQL, the sandboxes and queued jobs. Each file has its own database
    // (ADR 0005) and its own ports, so two run side by side: the suite takes 65 % of the time (docs/benchmarks.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/worker/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          setupFiles: [failOnConsoleError],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/src/**/*.int.test.ts', 'apps/*/src/**/*.int.test.ts', 'bench/**/*.int.test.ts'],
          globalSetup: ['./packages/db/src/testing/vitest-global-setup.ts'],
          setupFiles: [failOnConsoleError],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/*/vitest.config.ts',
    ],
  },
});
