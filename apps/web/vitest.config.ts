import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../test/test-workers.ts';
import { messageTexts } from './build/message-texts-plugin.ts';

export default defineConfig({
  // Server messages' texts load per language in tests too (app-i18n.test.ts boots the app's own instance).
  plugins: [messageTexts()],
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
    restoreMocks: true,
  },
});
