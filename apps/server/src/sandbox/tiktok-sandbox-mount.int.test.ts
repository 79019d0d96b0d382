import { TIKTOK_SANDBOX_APP_ID } from '@adfleet/tiktok-sandbox';
import { useTestDatabase } from '@adfleet/db/testing';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startTestServer, testConfig } from '@adfleet/test-support/test-server';

const publicUrl = 'http://adfleet.test';

describe('the TikTok sandbox inside the app', () => {
  const database = useTestDatabase();

  it('is mounted at /sandbox/tiktok in TikTok sandbox mode: the authorization page, the Marketing API and its controls', async () => {
    const config = testConfig({}, { PUBLIC_URL: publicUrl, DATA_DIR: '/srv/adfleet-data' });
    const server = await startTestServer({ connectionString: database().connectionString, config });
    // As a browser at PUBLIC_URL asks: the server answers no other host.
    const inject = (options: InjectOptions) => server.app.server.inject({ ...options, headers: { host: new URL(publicUrl).host, ...(options.headers as Record<string, string> | undefined) } });
    const key = { 'x-sandbox-key': config.tiktok.sandbox?.controlKey ?? '' };
    try {
      expect(config.tiktok).toMatchObject({ mode: 'sandbox', apiBaseUrl: `${publicUrl}/sandbox/tiktok/open_api/v1.3`, authUrl: `${publicUrl}/sandbox/tiktok/portal/auth` });
      const page = await inject({ method: 'GET', url: `/sandbox/tiktok/portal/auth?app_id=${TIKTOK_SANDBOX_APP_ID}&state=s1&redirect_uri=${encodeURIComponent(config.tiktok.redirectUri)}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('action="/sandbox/tiktok/portal/auth"');

      const keyless = await inject({ method: 'GET', url: '/sandbox/tiktok/_sandbox' });
      expect(keyless.statusCode).toBe(401);
      expect(keyless.json().message).toContain('/srv/adfleet-data/secrets/tiktok-sandbox-control-key');
      const world = (await inject({ method: 'GET', url: '/sandbox/tiktok/_sandbox', headers: key })).json();
      expect(world.api_base_url).toBe(config.tiktok.apiBaseUrl);
      expect(JSON.stringify(world)).not.toContain(config.tiktok.appSecret);
      const token = (await inject({ method: 'POST', url: '/sandbox/tiktok/_sandbox/tokens', payload: { persona_id: world.personas[0].id }, headers: key })).json().access_token;

      const advertisers = await inject({ method: 'GET', url: `/sandbox/tiktok/open_api/v1.3/oauth2/advertiser/get/?app_id=${config.tiktok.appId}&secret=${config.tiktok.appSecret}`, headers: { 'access-token': token } });
      expect(advertisers.json()).toMatchObject({ code: 0, message: 'OK' });
      expect(advertisers.json().data.list.length).toBeGreaterThan(0);
      const badToken = await inject({ method: 'GET', url: '/sandbox/tiktok/open_api/v1.3/advertiser/info/?advertiser_ids=["1"]', headers: { 'access-token': 'nope' } });
      expect(badToken.statusCode).toBe(200);
      expect(badToken.json().code).toBe(40105);
      // The Graph sandbox beside it is untouched.
      expect((await inject({ method: 'GET', url: '/sandbox/graph/_sandbox' })).statusCode).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('is not reachable at all when a real TikTok app is configured', async () => {
    const config = testConfig({}, { TIKTOK_APP_ID: '7000000000000000000', TIKTOK_APP_SECRET: 'real-secret' });
    const server = await startTestServer({ connectionString: database().connectionString, config });
    try {
      expect(config.tiktok).toMatchObject({ mode: 'tiktok', apiBaseUrl: 'https://business-api.tiktok.com/open_api/v1.3', authUrl: 'https://business-api.tiktok.com/portal/auth' });
      for (const url of ['/sandbox/tiktok/_sandbox', '/sandbox/tiktok/open_api/v1.3/advertiser/info/', `/sandbox/tiktok/portal/auth?app_id=${TIKTOK_SANDBOX_APP_ID}`]) {
        expect((await server.app.server.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await server.close();
    }
  });
});
