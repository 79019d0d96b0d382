import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2eEnv } from './e2e/env.ts';

const systemChromium = '/usr/bin/chromium';

/**
 * Each test worker starts an app instance of its own from an empty data directory (e2e/support/test.ts): its own
 * database and sandbox world, so the journeys of two workers never meet.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/build-server.ts',
  fullyParallel: false,
  workers: e2eEnv.workers,
  // A journey that fails by chance is a defect to fix, not to run again.
  retries: 0,
  reporter: [['list']],
  // Journeys that connect a platform and wait for its first sync set their own, longer bounds.
  timeout: 60_000,
  // A web-first assertion returns as soon as it holds; the bound only decides how long a page may take to show it on a
  // busy two-core machine, where a signed-in page's first render can pass Playwright's default 5 s.
  expect: { timeout: 15_000 },
  use: {
    // A trace streams screenshots from the browser all through a test: recorded for every test it cost the journeys
    // about a third of their time (docs/benchmarks.md). `--trace retain-on-failure` records them when looking into one.
    trace: 'off',
    launchOptions: {
      // Debian's Chromium where present (Playwright cannot download browsers everywhere), else Playwright's own.
      executablePath: fs.existsSync(systemChromium) ? systemChromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
