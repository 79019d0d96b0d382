import { createHmac } from 'node:crypto';
import { SIGNED_REQUEST_MAX_AGE_MS, SIGNED_REQUEST_MAX_SKEW_MS } from '@adfleet/core';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughDialog, createBrowser, type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';

describe('Meta callbacks are fresh and accepted once', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
  });
  afterAll(() => app.close());

  // Signed with the running server's own app secret, whatever this installation's is.
  const sign = (payload: object) => {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${createHmac('sha256', app.config.meta.appSecret).update(body).digest('base64url')}.${body}`;
  };
  const issuedAt = (offsetMs: number) => Math.floor((Date.now() + offsetMs) / 1000);
  const post = (path: string, signedRequest: string) =>
    fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      body: new URLSearchParams({ signed_request: signedRequest }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  let sequence = 0;
  async function connectedUser(demoName: string) {
    sequence += 1;
    const browser = createBrowser(app.baseUrl);
    const response = await browser.request('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username: `callback${sequence}`, email: `callback${sequence}@example.com`, password: 'fleet-owner-2931' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.0.${sequence}` },
    });
    const { user } = (await response.json()) as { user: { id: string } };
    const demo = app.userNamed(demoName);
    await connectThroughDialog(browser, demo.id);
    const workspaceId = await workspaceOf(database().db, user.id);
    const connection = () => database().db.selectFrom('platform_connections').select(['status', 'external_user_id']).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
    const status = async () => (await connection()).status;
    // In sandbox mode each browser gets its own Meta identity over the persona: that id is what Meta would sign.
    const metaId = (await connection()).external_user_id;
    return { browser, demo, status, metaId, userId: user.id };
  }

  it('refuses a signed_request without issued_at, too old, or too far ahead, and changes nothing', async () => {
    const { metaId: user_id, status } = await connectedUser('Ana');
    const refused = [
      sign({ algorithm: 'HMAC-SHA256', user_id }),
      sign({ algorithm: 'HMAC-SHA256', user_id, issued_at: issuedAt(-SIGNED_REQUEST_MAX_AGE_MS - 60_000) }),
      sign({ algorithm: 'HMAC-SHA256', user_id, issued_at: issuedAt(SIGNED_REQUEST_MAX_SKEW_MS + 60_000) }),
      sign({ algorithm: 'HMAC-SHA256', user_id, issued_at: String(issuedAt(0)) }),
    ];
    for (const signedRequest of refused) {
      for (const path of ['/api/facebook/deauthorize', '/api/facebook/data-deletion']) {
        const response = await post(path, signedRequest);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toBe('VALIDATION_FAILED');
      }
    }
    expect(await status()).toBe('active');
    // A clock a little behind Meta's is fine.
    expect((await post('/api/facebook/deauthorize', sign({ algorithm: 'HMAC-SHA256', user_id, issued_at: issuedAt(60_000) }))).status).toBe(200);
    expect(await status()).toBe('revoked');
  });

  it('refuses the same signed_request a second time, even after the person connected again', async () => {
    const { browser, demo, metaId, status } = await connectedUser('Chloé');
    const signedRequest = sign({ algorithm: 'HMAC-SHA256', user_id: metaId, issued_at: issuedAt(0) });
    expect((await post('/api/facebook/deauthorize', signedRequest)).status).toBe(200);
    expect(await status()).toBe('revoked');

    await connectThroughDialog(browser, demo.id);
    expect(await status()).toBe('active');
    const replayed = await post('/api/facebook/deauthorize', signedRequest);
    expect(replayed.status).toBe(400);
    expect(((await replayed.json()) as { message: string }).message).toBe('The signed_request was already used.');
    expect((await post('/api/facebook/data-deletion', signedRequest)).status).toBe(400);
    expect(await status()).toBe('active');
  });

  it('prunes the records of used requests once they are too old to be replayed', async () => {
    const { db } = database();
    await db.insertInto('used_signed_requests').values({ hash: 'long-expired', expires_at: new Date(Date.now() - 1000) }).execute();
    const { metaId } = await connectedUser('Ana');
    expect((await post('/api/facebook/data-deletion', sign({ algorithm: 'HMAC-SHA256', user_id: metaId, issued_at: issuedAt(0) }))).status).toBe(200);
    const left = await db.selectFrom('used_signed_requests').select(['hash', 'expires_at']).execute();
    expect(left.map((row) => row.hash)).not.toContain('long-expired');
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.expires_at.getTime() > Date.now())).toBe(true);
  });
});
