import { VERIFICATION_RESEND_LIMIT } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { linkTokenIn, type SmtpSink, startSmtpSink } from '@adfleet/test-support/smtp-sink';

describe('email confirmation at sign-up', () => {
  const database = useTestDatabase();
  let sandboxed: SandboxedServer;
  let smtp: SmtpSink;
  let sequence = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    sandboxed = await startSandboxedServer({ connectionString: database().connectionString, env: { TRUST_PROXY: 'true' } });
    await sandboxed.startWorker({}, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await sandboxed?.close();
    await smtp?.close();
  });

  const request = (path: string, init: { method?: string; body?: object; token?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${sandboxed.baseUrl}${path}`, {
      method: init.method ?? 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.50.0.${sequence}`, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
  const status = async (token: string) => {
    const response = await fetch(`${sandboxed.baseUrl}/trpc/emailVerification.status`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { result: { data: { json: { verified: boolean } } } }).result.data.json;
  };

  async function register(language: string) {
    sequence += 1;
    const email = `verify${sequence}@example.com`;
    const response = await request('/api/auth/register', { body: { username: `verify${sequence}`, email, password: TEST_PASSWORD }, headers: { 'accept-language': language } });
    expect(response.status).toBe(201);
    const { token, user } = (await response.json()) as { token: string; user: { id: string } };
    return { token, id: user.id, email };
  }

  it('mails a single-use link at sign-up, in the browser language, that marks the address verified', async () => {
    const user = await register('es-CO,es;q=0.9');
    const mail = await smtp.waitFor(user.email, /Confirma tu correo para AdFleet/);
    expect(mail.html).toContain('Confirmar mi correo');
    const token = linkTokenIn(mail.text, 'verify-email');
    expect(mail.html).toContain(`/verify-email#token=${token}`);
    expect(await status(user.token)).toMatchObject({ verified: false, email: user.email });

    const verified = await request('/api/auth/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    expect(await status(user.token)).toMatchObject({ verified: true });
    const audit = await database().db.selectFrom('audit_log').select('action').where('user_id', '=', user.id).where('action', '=', 'user.email_verified').execute();
    expect(audit).toHaveLength(1);

    const reused = await request('/api/auth/verify-email', { body: { token } });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toBe('VALIDATION_FAILED');
  });

  it('refuses a link mailed to an address the account no longer has', async () => {
    const user = await register('en');
    const token = linkTokenIn((await smtp.waitFor(user.email, /Confirm your email/)).text, 'verify-email');
    await database().db.updateTable('users').set({ email: `moved${sequence}@example.com` }).where('id', '=', user.id).execute();
    expect((await request('/api/auth/verify-email', { body: { token } })).status).toBe(400);
    expect(await status(user.token)).toMatchObject({ verified: false });
  });

  it('sends a new link on request a few times an hour, and none once verified', async () => {
    const user = await register('en');
    await smtp.waitFor(user.email, /Confirm your email/);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= VERIFICATION_RESEND_LIMIT.perWindow; attempt += 1) {
      statuses.push((await request('/api/auth/verify-email/resend', { body: { language: 'en' }, token: user.token })).status);
    }
    expect(statuses).toEqual([...Array.from({ length: VERIFICATION_RESEND_LIMIT.perWindow }, () => 200), 429]);
    let token = '';
    for (let sent = 0; sent < VERIFICATION_RESEND_LIMIT.perWindow; sent += 1) token = linkTokenIn((await smtp.waitFor(user.email, /Confirm your email/)).text, 'verify-email');
    expect((await request('/api/auth/verify-email', { body: { token } })).status).toBe(200);
    await database().db.deleteFrom('auth_attempts').where('key', 'like', 'verify-resend:%').execute();
    const afterVerified = await request('/api/auth/verify-email/resend', { body: { language: 'en' }, token: user.token });
    expect(await afterVerified.json()).toEqual({ sent: false });
  });

  it('answers about the caller only: another user sees their own state, an anonymous caller is refused', async () => {
    const first = await register('en');
    const second = await register('en');
    const token = linkTokenIn((await smtp.waitFor(first.email, /Confirm your email/)).text, 'verify-email');
    await request('/api/auth/verify-email', { body: { token } });
    expect(await status(first.token)).toMatchObject({ verified: true, email: first.email });
    expect(await status(second.token)).toMatchObject({ verified: false, email: second.email });
    expect((await fetch(`${sandboxed.baseUrl}/trpc/emailVerification.status`)).status).toBe(401);
  });
  it('counts a changed address as not verified until its own link is opened', async () => {
    const user = await register('en');
    const token = linkTokenIn((await smtp.waitFor(user.email, /Confirm your email/)).text, 'verify-email');
    await request('/api/auth/verify-email', { body: { token } });
    const caller = { 'content-type': 'application/json', authorization: `Bearer ${user.token}` };
    const same = await fetch(`${sandboxed.baseUrl}/trpc/settings.updateProfile`, { method: 'POST', headers: caller, body: JSON.stringify({ json: { email: user.email, firstName: 'Same' } }) });
    expect(same.status).toBe(200);
    expect(await status(user.token)).toMatchObject({ verified: true });
    const changed = await fetch(`${sandboxed.baseUrl}/trpc/settings.updateProfile`, { method: 'POST', headers: caller, body: JSON.stringify({ json: { email: `new-${user.email}` } }) });
    expect(changed.status).toBe(200);
    expect(await status(user.token)).toMatchObject({ verified: false, email: `new-${user.email}` });
  });
});
