import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './test/test-workers.ts';

const failOnConsoleError = './test/setup/fail-on-console-error.ts';

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
