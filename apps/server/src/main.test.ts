import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Node type-strips every source file the entry imports before it can refuse: seconds on a loaded machine. */
const START_TIMEOUT_MS = 60_000;

describe('starting AdFleet', () => {
  it('refuses NODE_ENV=production without Meta credentials in one sentence, before touching anything', () => {
    const dataDir = path.join(import.meta.dirname, 'never-created');
    const started = spawnSync(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
      env: { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '1' },
      encoding: 'utf8',
      timeout: START_TIMEOUT_MS,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      'AdFleet could not start: NODE_ENV=production needs FACEBOOK_APP_ID and FACEBOOK_APP_SECRET, or ADFLEET_SANDBOX=allow to run the demo Graph sandbox in production on purpose.',
    );
  }, START_TIMEOUT_MS);

  it('refuses the server process on its own without DATABASE_URL, pointing at the launcher that starts the database', () => {
    const started = spawnSync(process.execPath, [path.join(import.meta.dirname, 'server-main.ts')], {
      env: { DATA_DIR: path.join(import.meta.dirname, 'never-created'), PORT: '1' },
      encoding: 'utf8',
      timeout: START_TIMEOUT_MS,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      'AdFleet could not start: The server process needs DATABASE_URL. `npm start` (node apps/server/dist/main.js) starts the embedded PostgreSQL in DATA_DIR and runs the server with it.',
    );
  }, START_TIMEOUT_MS);
});
