import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testConfig } from '@adfleet/test-support/test-server';

describe('the outbox page', () => {
  const database = useTestDatabase();
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-web-'));
    await fs.writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(webDistDir, 'route-paths.json'), JSON.stringify({ paths: ['/', '/dev/outbox', '/forgot-password'] }));
  });
  afterAll(() => fs.rm(webDistDir, { recursive: true, force: true }));

  const statusOf = async (env: Record<string, string>, url: string) => {
    const server = await startTestServer({ connectionString: database().connectionString, db: database().db, config: testConfig({}, env), webDistDir });
    try {
      return (await server.app.server.inject({ method: 'GET', url })).statusCode;
    } finally {
      await server.close();
    }
  };

  it('is a page in sandbox mode outside production, and a 404 in production or in Meta mode', async () => {
    expect(await statusOf({}, '/dev/outbox')).toBe(200);
    expect(await statusOf({ NODE_ENV: 'production', ADFLEET_SANDBOX: 'allow' }, '/dev/outbox')).toBe(404);
    expect(await statusOf({ FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 'meta-secret' }, '/dev/outbox/')).toBe(404);
    // The other pages stay pages.
    expect(await statusOf({ NODE_ENV: 'production', ADFLEET_SANDBOX: 'allow' }, '/forgot-password')).toBe(200);
  });
});
