import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';
import { connectThroughDialog, createBrowser, type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { testCipher } from '@adfleet/test-support/test-server';

/** The shapes of the sandbox's Meta secrets, as Meta's own look: user tokens (EAA…) and OAuth codes (AQ…). */
const TOKEN_SHAPES = [/EAA[A-Za-z0-9_-]{20,}/, /\bAQ[A-Za-z0-9_-]{60,}/, /appsecret_proof=[0-9a-f]{64}/];

describe('what the server logs', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    // The most talkative level, so anything any log call could carry is written.
    app = await startSandboxedServer({ connectionString: database().connectionString, logger: { ...(loggerOptions('trace') as object), stream } });
  });
  afterAll(() => app.close());

  it('holds no password, session or device token, Meta token, code, appsecret_proof, signed_request or app secret', async () => {
    const secrets: string[] = [];
    const password = 'Log-Scan-Secret-77';
    const wrongPassword = 'Log-Scan-Wrong-78';
    secrets.push(password, wrongPassword, app.config.meta.appSecret);

    // Sign-up, a failed and a good sign-in, recovery: every session token, device cookie and XSRF value.
    const browser = createBrowser(app.baseUrl);
    const registered = await browser.request('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username: 'logscan', email: 'logscan@example.com', password }),
      headers: { 'content-type': 'application/json' },
    });
    const sessionToken = ((await registered.json()) as { token: string }).token;
    secrets.push(sessionToken);
    const login = (body: object) =>
      browser.request('/api/auth/login', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect((await login({ username: 'logscan', password: wrongPassword })).status).toBe(401);
    const signedIn = await login({ username: 'logscan', password });
    secrets.push(((await signedIn.json()) as { token: string }).token);
    const recovered = await browser.get('/api/auth/session-token');
    secrets.push(((await recovered.json()) as { token: string }).token);

    // The OAuth flow through the sandbox dialog: the code, the token exchange, debug_token, the first Graph reads.
    const ana = app.userNamed('Ana');
    let code = '';
    const landed = await connectThroughDialog(browser, ana.id, 'continue', (callback) => void (code = callback.searchParams.get('code') ?? ''));
    expect(landed.pathname).toBe('/dashboard/success');
    expect(code).not.toBe('');
    secrets.push(code, ...browser.cookies.values());
    const stored = await database().db.selectFrom('platform_connections').select('access_token_ciphertext').executeTakeFirstOrThrow();
    const accessToken = testCipher.decrypt(stored.access_token_ciphertext);
    secrets.push(accessToken, createHmac('sha256', app.config.meta.appSecret).update(accessToken).digest('hex'));

    // A bearer call that reads through Graph, and both Meta callbacks.
    const me = await fetch(`${app.baseUrl}/api/auth/me?access_token=${accessToken}`, { headers: { authorization: `Bearer ${sessionToken}` } });
    expect(me.status).toBe(200);
    const payload = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: ana.id, issued_at: Math.floor(Date.now() / 1000) })).toString('base64url');
    const signedRequest = `${createHmac('sha256', app.config.meta.appSecret).update(payload).digest('base64url')}.${payload}`;
    secrets.push(signedRequest, payload);
    for (const path of ['/api/facebook/deauthorize', '/api/facebook/data-deletion']) {
      const response = await fetch(`${app.baseUrl}${path}?signed_request=${signedRequest}`, {
        method: 'POST',
        body: new URLSearchParams({ signed_request: signedRequest }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBeLessThan(500);
    }

    // An invitation: its token is mailed, then opened by the public preview (a GET: the token rides in the URL) and accepted.
    const bearer = { authorization: `Bearer ${sessionToken}`, 'content-type': 'application/json' };
    const invited = await fetch(`${app.baseUrl}/trpc/invitations.create`, { method: 'POST', headers: bearer, body: JSON.stringify({ json: { email: 'logscan-invitee@example.com', role: 'analyst' } }) });
    expect(invited.status).toBe(200);
    const mail = await database().db.selectFrom('mail_messages').select('text_body').where('to_address', '=', 'logscan-invitee@example.com').executeTakeFirstOrThrow();
    const invitationToken = /invitation\?token=([\w-]+)/.exec(mail.text_body ?? '')?.[1] ?? '';
    expect(invitationToken).not.toBe('');
    secrets.push(invitationToken);
    const previewed = await fetch(`${app.baseUrl}/trpc/invitations.preview?input=${encodeURIComponent(JSON.stringify({ json: { token: invitationToken } }))}`);
    expect(previewed.status).toBe(200);
    expect((await fetch(`${app.baseUrl}/api/invitations/accept`, { method: 'POST', headers: bearer, body: JSON.stringify({ token: invitationToken }) })).status).toBe(403);

    const log = lines.join('');
    // The scan means something only if the calls above were logged, debug_token and the callbacks included.
    for (const logged of ['/api/auth/login', '/api/auth/facebook/callback', 'debug_token', 'input_token', '/api/facebook/data-deletion', 'invitations.preview']) {
      expect(log).toContain(logged);
    }
    for (const secret of secrets.filter((value) => value.length >= 8)) expect(log).not.toContain(secret);
    for (const shape of TOKEN_SHAPES) expect(log).not.toMatch(shape);
  });
});
