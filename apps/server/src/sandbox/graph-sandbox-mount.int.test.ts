import { GRAPH_API_VERSION } from '@adfleet/core/graph';
import { SANDBOX_APP_ID } from '@adfleet/graph-sandbox';
import { useTestDatabase } from '@adfleet/db/testing';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startTestServer, testConfig } from '@adfleet/test-support/test-server';

const publicUrl = 'http://adfleet.test';

describe('the Graph sandbox inside the app', () => {
  const database = useTestDatabase();

  it('is mounted in sandbox mode: the dialog, the Graph API with absolute paging links, and its controls', async () => {
    const config = testConfig({}, { PUBLIC_URL: publicUrl, DATA_DIR: '/srv/adfleet-data' });
    const server = await startTestServer({ connectionString: database().connectionString, config });
    // As a browser at PUBLIC_URL asks: the server answers no other host.
    const inject = (options: InjectOptions) => server.app.server.inject({ ...options, headers: { host: new URL(publicUrl).host, ...(options.headers as Record<string, string> | undefined) } });
    const key = { 'x-sandbox-key': config.sandbox?.controlKey ?? '' };
    try {
      const callback = `${publicUrl}/api/auth/facebook/callback`;
      const dialog = await inject({
        method: 'GET',
        url: `/sandbox/dialog/oauth?client_id=${SANDBOX_APP_ID}&redirect_uri=${encodeURIComponent(callback)}&state=s1&scope=ads_read`,
      });
      expect(dialog.statusCode).toBe(200);
      expect(dialog.headers['content-type']).toContain('text/html');

      // The controls need this installation's key, and say where it is kept.
      const keyless = await inject({ method: 'GET', url: '/sandbox/graph/_sandbox' });
      expect(keyless.statusCode).toBe(401);
      expect(keyless.json().message).toContain('/srv/adfleet-data/secrets/sandbox-control-key');
      const world = (await inject({ method: 'GET', url: '/sandbox/graph/_sandbox', headers: key })).json();
      expect(JSON.stringify(world)).not.toContain(config.meta.appSecret);
      const userId = world.users[0].id;
      const minted = await inject({ method: 'POST', url: '/sandbox/graph/_sandbox/tokens', payload: { user_id: userId, scopes: ['ads_read'] }, headers: key });
      const token = minted.json().access_token;

      const accounts = await inject({ method: 'GET', url: `/sandbox/graph/${GRAPH_API_VERSION}/me/adaccounts?fields=name,currency&limit=2&access_token=${token}` });
      expect(accounts.statusCode).toBe(200);
      const body = accounts.json();
      expect(body.data).toHaveLength(2);
      expect(body.paging.next).toMatch(new RegExp(`^${publicUrl}/sandbox/graph/${GRAPH_API_VERSION}/`));
      expect(accounts.headers['x-app-usage']).toBeDefined();

      const badToken = await inject({ method: 'GET', url: `/sandbox/graph/${GRAPH_API_VERSION}/me?access_token=nope` });
      expect(badToken.statusCode).toBe(400);
      expect(badToken.json().error).toMatchObject({ code: 190, type: 'OAuthException' });

      // An account's tree (every campaign in it, whoever made it) is nobody's business without the key or a login that
      // sees the account: the browser that picked the persona in the dialog, whose cookie is sent to /sandbox.
      const [account] = body.data as Array<{ id: string }>;
      const tree = `/sandbox/graph/_sandbox/accounts/${account?.id}/tree`;
      const withKey = await inject({ method: 'GET', url: tree, headers: key });
      const names = (withKey.json().campaigns as Array<{ name: string }>).map((campaign) => campaign.name);
      expect(names.length).toBeGreaterThan(0);
      const anonymous = await inject({ method: 'GET', url: tree });
      expect(anonymous.statusCode).toBe(401);
      for (const name of names) expect(anonymous.body).not.toContain(name);
      const picked = await inject({
        method: 'POST',
        url: '/sandbox/dialog/oauth',
        payload: new URLSearchParams({ client_id: SANDBOX_APP_ID, redirect_uri: callback, state: 's1', scope: 'ads_read', user_id: userId, decision: 'continue' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const cookie = String(picked.headers['set-cookie']);
      expect(cookie).toContain('Path=/sandbox;');
      expect((await inject({ method: 'GET', url: tree, headers: { cookie: cookie.split(';')[0] ?? '' } })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('is not reachable at all when a real Meta app is configured', async () => {
    const config = testConfig({}, { FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 'real-secret' });
    const server = await startTestServer({ connectionString: database().connectionString, config });
    try {
      expect(config.meta.graphBaseUrl).toBe('https://graph.facebook.com');
      for (const url of ['/sandbox/graph/_sandbox', `/sandbox/graph/${GRAPH_API_VERSION}/me?access_token=x`, '/sandbox/dialog/oauth?client_id=123']) {
        expect((await server.app.server.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await server.close();
    }
  });
});
