import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2eEnv } from './e2e/env.ts';

const baseURL = `http://127.0.0.1:${e2eEnv.port}`;
// Each run starts from an empty data directory: the app creates its embedded database (and its secrets) there.
const { dataDir } = e2eEnv;
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: e2eEnv.ci ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    // A trace streams screenshots from the browser all through a test: recorded for every test it cost the journeys
    // about a third of their time (docs/benchmarks.md). A failed test is retried with one (CI retries once); locally,
    // `--trace retain-on-failure` records them.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium where present (Playwright cannot download browsers everywhere), else Playwright's own.
      executablePath: fs.existsSync(systemChromium) ? systemChromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // The server as `npm start` runs it: its bundle, built for the run as `npm start` builds it (ADR 0066, 0080).
    command: `rm -rf "${dataDir}" && node apps/server/src/bundle/build-server-bundle.ts && node apps/server/dist/main.js`,
    url: `${baseURL}/api/health/database`,
    // TRUST_PROXY: each journey file sends an X-Forwarded-For of its own (e2e/support/client-address.ts).
    env: { PORT: String(e2eEnv.port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseURL, TRUST_PROXY: 'true' },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
