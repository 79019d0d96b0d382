import { issuePasswordReset, RESET_REQUEST_LIMITS } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { addressesOf, linkTokenIn, type SmtpSink, startSmtpSink } from '@adfleet/test-support/smtp-sink';

const NEW_PASSWORD = 'harbour-lantern-5821';

describe('password reset by email', () => {
  const database = useTestDatabase();
  let sandboxed: SandboxedServer;
  let smtp: SmtpSink;
  let sequence = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // Behind a trusted proxy, so each request can come from an address of its own.
    sandboxed = await startSandboxedServer({ connectionString: database().connectionString, env: { TRUST_PROXY: 'true' } });
    await sandboxed.startWorker({}, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await sandboxed?.close();
    await smtp?.close();
  });

  const post = (path: string, body: object, ip = '10.40.0.1', headers: Record<string, string> = {}) =>
    fetch(`${sandboxed.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers }, body: JSON.stringify(body) });
  const me = (token: string) => fetch(`${sandboxed.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  const login = (username: string, password: string) => post('/api/auth/login', { username, password }, '10.41.0.1');

  /** A fresh user, signed in twice (two sessions); its sign-up confirmation mail is taken from the sink. */
  async function newUser(firstName = 'Ana') {
    sequence += 1;
    const username = `reset${sequence}`;
    const email = `reset${sequence}@example.com`;
    const registered = await post('/api/auth/register', { username, email, password: TEST_PASSWORD, firstName }, `10.42.0.${sequence}`);
    expect(registered.status).toBe(201);
    const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
    const second = (await (await login(username, TEST_PASSWORD)).json()) as { token: string };
    await smtp.waitFor(email, /AdFleet/);
    return { id: user.id, username, email, tokens: [token, second.token] };
  }

  /** Every reset request queued so far has been looked up by the worker. */
  async function resetRequestsSettled() {
    await expect
      .poll(
        async () => (await sql<{ waiting: number }>`select count(*)::int as waiting from pgboss.job where name = 'auth.password_reset_request' and state not in ('completed', 'failed', 'cancelled')`.execute(database().db)).rows[0]?.waiting,
        { message: 'reset requests still waiting', timeout: 15_000, interval: 25 },
      )
      .toBe(0);
  }

  const mailRowsTo = (address: string) => database().db.selectFrom('mail_messages').selectAll().where('to_address', '=', address).execute();

  it('answers a known and an unknown address alike, and mails a link only to the known one', async () => {
    const user = await newUser();
    const unknown = `nobody-${sequence}@example.com`;
    const forUnknown = await post('/api/auth/forgot-password', { email: unknown, language: 'en' });
    const forKnown = await post('/api/auth/forgot-password', { email: user.email.toUpperCase(), language: 'en' });
    expect(forKnown.status).toBe(202);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(await forUnknown.text()).toBe(await forKnown.text());

    const mail = await smtp.waitFor(user.email, /Reset your AdFleet password/);
    await resetRequestsSettled();
    expect(await mailRowsTo(unknown)).toEqual([]);
    expect(addressesOf(mail.to)).toEqual([user.email]);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@127\.0\.0\.1>$/);
    const token = linkTokenIn(mail.text, 'reset-password');
    // Both parts carry the same link, to this installation's public URL.
    expect(mail.text).toContain(`${sandboxed.baseUrl}/reset-password#token=${token}`);
    expect(mail.html).toContain(`${sandboxed.baseUrl}/reset-password#token=${token}`);
    // Only the token's hash is stored, and the sent message's bodies are gone from the database.
    const stored = await database().db.selectFrom('account_tokens').selectAll().where('user_id', '=', user.id).where('purpose', '=', 'password_reset').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    // The outbox marks the message sent once the SMTP server has taken it, a moment after the server has it.
    await expect
      .poll(async () => (await mailRowsTo(user.email)).find((message) => message.template === 'password-reset'))
      .toMatchObject({ status: 'sent', text_body: null, html_body: null, attempts: 1 });
    expect(stored[0]!.expires_at.getTime() - stored[0]!.created_at.getTime()).toBeGreaterThan(59 * 60_000);
    expect(stored[0]!.expires_at.getTime() - stored[0]!.created_at.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('writes the message in the language asked for, with the name escaped in the HTML part', async () => {
    const user = await newUser('Ana <b>&');
    expect((await post('/api/auth/forgot-password', { email: user.email, language: 'es' })).status).toBe(202);
    const mail = await smtp.waitFor(user.email, /Restablece tu contraseña de AdFleet/);
    expect(mail.text).toContain('Hola Ana <b>&:');
    expect(mail.html).toContain('Hola Ana &lt;b&gt;&amp;:');
    expect(mail.html).not.toContain('<b>&');
    expect(mail.html).toMatch(/<html lang="es">/);
  });

  it('sets the new password once: every session ends, the old password stops working, an audit row and a notice follow', async () => {
    const user = await newUser();
    await post('/api/auth/forgot-password', { email: user.email, language: 'en' });
    const token = linkTokenIn((await smtp.waitFor(user.email, /Reset your/)).text, 'reset-password');

    const reset = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, language: 'en' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ endedSessions: 2 });
    for (const old of user.tokens) expect((await me(old)).status).toBe(401);
    expect((await login(user.username, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);

    const notice = await smtp.waitFor(user.email, /Your AdFleet password was changed/);
    expect(notice.text).toContain(`${sandboxed.baseUrl}/activity`);
    const actions = await database().db.selectFrom('audit_log').select(['action', 'actor_type']).where('user_id', '=', user.id).orderBy('id').execute();
    expect(actions).toContainEqual({ action: 'user.password_reset_requested', actor_type: 'anonymous' });
    expect(actions).toContainEqual({ action: 'user.password_reset', actor_type: 'anonymous' });
    // Opening the link proved the address.
    const verified = await database().db.selectFrom('users').select('email_verified_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(verified.email_verified_at).not.toBeNull();

    // The same link a second time is refused and changes nothing.
    const again = await post('/api/auth/reset-password', { token, newPassword: 'another-lantern-7710', confirmPassword: 'another-lantern-7710', language: 'en' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: expect.stringContaining('already used') });
    expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link, a made-up one and a weak password without changing anything', async () => {
    const user = await newUser();
    // Issued by the very job, as if asked for 61 minutes ago.
    const past = new Date(Date.now() - 61 * 60_000);
    await issuePasswordReset(database().db, sandboxed.server.jobs.transactional, { email: user.email, language: 'en', appUrl: sandboxed.baseUrl, ip: '10.43.0.1', userAgent: null }, past);
    const token = linkTokenIn((await smtp.waitFor(user.email, /Reset your/)).text, 'reset-password');

    const expired = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, language: 'en' });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { message: string }).message).toContain('expired');
    const madeUp = await post('/api/auth/reset-password', { token: 'a'.repeat(32), newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, language: 'en' });
    expect(madeUp.status).toBe(400);
    for (const old of user.tokens) expect((await me(old)).status).toBe(200);
    expect((await login(user.username, TEST_PASSWORD)).status).toBe(200);

    await post('/api/auth/forgot-password', { email: user.email, language: 'en' });
    const fresh = linkTokenIn((await smtp.waitFor(user.email, /Reset your/)).text, 'reset-password');
    const weak = await post('/api/auth/reset-password', { token: fresh, newPassword: 'short', confirmPassword: 'short', language: 'en' });
    expect(weak.status).toBe(400);
    expect(Object.keys(((await weak.json()) as { fieldErrors: object }).fieldErrors)).toEqual(['newPassword']);
    // Scored against the account the link is for: its own address is refused as a password.
    const own = await post('/api/auth/reset-password', { token: fresh, newPassword: user.email, confirmPassword: user.email, language: 'en' });
    expect(own.status).toBe(400);
    expect(await own.json()).toMatchObject({ fieldErrors: { newPassword: ['This password contains your name, username or email address, or the word AdFleet; choose one that does not.'] } });
    // The refused attempts did not use the link up.
    expect((await post('/api/auth/reset-password', { token: fresh, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, language: 'en' })).status).toBe(200);
  });

  it('limits requests per typed address (known or not, alike) and mails an account only a few links an hour', async () => {
    const user = await newUser();
    const unknown = `limit-nobody-${sequence}@example.com`;
    const statuses = { known: [] as number[], unknown: [] as number[] };
    for (let attempt = 0; attempt <= RESET_REQUEST_LIMITS.perEmail; attempt += 1) {
      // From a new address each time: the per-address limit is not what refuses here.
      statuses.known.push((await post('/api/auth/forgot-password', { email: user.email, language: 'en' }, `10.44.1.${attempt}`)).status);
      statuses.unknown.push((await post('/api/auth/forgot-password', { email: unknown, language: 'en' }, `10.44.2.${attempt}`)).status);
    }
    const expected = [...Array.from({ length: RESET_REQUEST_LIMITS.perEmail }, () => 202), 429];
    expect(statuses.known).toEqual(expected);
    expect(statuses.unknown).toEqual(expected);
    await resetRequestsSettled();
    const links = (await mailRowsTo(user.email)).filter((message) => message.template === 'password-reset');
    expect(links).toHaveLength(RESET_REQUEST_LIMITS.perAccount);
  });

  it('limits requests per client address, whatever addresses it types', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RESET_REQUEST_LIMITS.perIp; attempt += 1) {
      statuses.push((await post('/api/auth/forgot-password', { email: `spray-${attempt}@example.com`, language: 'en' }, '10.45.0.1')).status);
    }
    expect(statuses.slice(0, RESET_REQUEST_LIMITS.perIp).every((status) => status === 202)).toBe(true);
    const refused = await post('/api/auth/forgot-password', { email: 'spray-last@example.com', language: 'en' }, '10.45.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses a malformed address with a field error and queues nothing', async () => {
    const before = await sql<{ count: number }>`select count(*)::int as count from pgboss.job where name = 'auth.password_reset_request'`.execute(database().db);
    const response = await post('/api/auth/forgot-password', { email: 'not-an-address', language: 'en' }, '10.46.0.1');
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors)).toEqual(['email']);
    const after = await sql<{ count: number }>`select count(*)::int as count from pgboss.job where name = 'auth.password_reset_request'`.execute(database().db);
    expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
  });
});
