import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('starting AdFleet', () => {
  it('refuses NODE_ENV=production without Meta credentials in one sentence, before touching anything', () => {
    const dataDir = path.join(import.meta.dirname, 'never-created');
    const started = spawnSync(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
      env: { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      'AdFleet could not start: NODE_ENV=production needs FACEBOOK_APP_ID and FACEBOOK_APP_SECRET, or ADFLEET_SANDBOX=allow to run the demo Graph sandbox in production on purpose.',
    );
  });
});
