import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../test/test-workers.ts';

export default defineConfig({
  resolve: {
    alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom per worker instead of one per file, each file still in a context of its own: building jsdom 111 times
    // was most of this project's time (244 s → 62 s on 2 cores, docs/benchmarks.md).
    pool: 'vmThreads',
    maxWorkers: TEST_WORKERS,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // A deadline, not a wait: a test ends as soon as what it waits for shows. Two files share 2 cores with the
    // integration files' servers, and a dialog's first render may take seconds of CPU there.
    testTimeout: 20_000,
    restoreMocks: true,
  },
});
