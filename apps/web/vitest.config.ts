import path from 'node:path';
import { defineConfig } from 'vitest/config';
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
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
