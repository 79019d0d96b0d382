import { createMailTransport, deliverMail, MailDeliveryError } from '@adfleet/core';
import { insertMailMessage } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { linkTokenIn, type SmtpSink, startSmtpSink } from '@adfleet/test-support/smtp-sink';
import { startTestServer, testConfig } from '@adfleet/test-support/test-server';

interface TrpcData<T> {
  result: { data: { json: T } };
}

describe('mail without SMTP: the sandbox outbox', () => {
  const database = useTestDatabase();
  let sandboxed: SandboxedServer;

  beforeAll(async () => {
    sandboxed = await startSandboxedServer({ connectionString: database().connectionString });
    // No SMTP_URL: the embedded default, where the stored message is the delivery.
    await sandboxed.startWorker();
  });
  afterAll(() => sandboxed?.close());

  /** The installation's control key, as its operator reads it from DATA_DIR and sends it. */
  const operator = () => ({ 'x-sandbox-key': sandboxed.config.sandbox?.controlKey ?? '' });
  const trpcGet = async <T,>(path: string, input?: object, headers: Record<string, string> = {}) => {
    const query = input ? `?input=${encodeURIComponent(JSON.stringify({ json: input }))}` : '';
    const response = await fetch(`${sandboxed.baseUrl}/trpc/${path}${query}`, { headers });
    return { status: response.status, body: (await response.json()) as TrpcData<T> & { error?: { json: { message: string; data: { appCode: string } } } } };
  };
  type Entry = { id: string; to: string; subject: string; template: string; status: string; createdAt: string };
  /** The message `template` to `to` once the worker has kept it, as the operator lists it. */
  const keptMail = (to: string, template: string): Promise<Entry> =>
    vi.waitFor(
      async () => {
        const list = await trpcGet<Entry[]>('mailOutbox.list', undefined, operator());
        const entry = list.body.result.data.json.find((candidate) => candidate.to === to && candidate.template === template);
        if (entry?.status !== 'kept') throw new Error(`the message was never kept: ${JSON.stringify(entry)}`);
        return entry;
      },
      { timeout: 15_000, interval: 25 },
    );
  const register = async (username: string) => {
    const registered = await fetch(`${sandboxed.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password: TEST_PASSWORD }),
    });
    expect(registered.status).toBe(201);
    return (await registered.json()) as { token: string; user: { id: string } };
  };

  it('keeps each message in PostgreSQL and lists it with recipient, subject and time; a message shows both parts', async () => {
    await register('outboxer');
    const entry = await keptMail('outboxer@example.com', 'email-verification');
    expect(entry).toMatchObject({ subject: 'Confirm your email for AdFleet', createdAt: expect.any(String) });

    const message = await trpcGet<{ text: string; html: string }>('mailOutbox.message', { id: entry.id }, operator());
    expect(message.status).toBe(200);
    const token = linkTokenIn(message.body.result.data.json.text, 'verify-email');
    expect(message.body.result.data.json.html).toContain(`/verify-email#token=${token}`);
  });

  it('does not hand a stranger the reset link: forgot password, then the outbox without the key, finds nothing to reset with', async () => {
    const victim = await register('outbox-victim');
    const forgot = await fetch(`${sandboxed.baseUrl}/api/auth/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'outbox-victim@example.com', language: 'en' }) });
    expect(forgot.status).toBe(202);
    const reset = await keptMail('outbox-victim@example.com', 'password-reset');

    // Signed out and keyless: refused, saying what would open it.
    const anonymous = await trpcGet<Entry[]>('mailOutbox.list');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.json.message).toBe("The outbox holds everyone's mail: enter this installation's sandbox control key, or sign in to read the mail sent to you.");
    expect((await trpcGet('mailOutbox.message', { id: reset.id })).status).toBe(401);
    // A wrong key is no key.
    const guessed = await trpcGet<Entry[]>('mailOutbox.list', undefined, { 'x-sandbox-key': 'guessed' });
    expect(guessed.status).toBe(403);
    expect(guessed.body.error?.json.message).toBe("That is not this installation's sandbox control key.");
    expect((await trpcGet('mailOutbox.message', { id: reset.id }, { 'x-sandbox-key': 'guessed' })).status).toBe(403);

    // Signed in as someone else: their own mail only; the victim's message is not there to open.
    const stranger = await register('outbox-stranger');
    const asStranger = { authorization: `Bearer ${stranger.token}` };
    const theirs = await trpcGet<Entry[]>('mailOutbox.list', undefined, asStranger);
    expect(theirs.status).toBe(200);
    expect(theirs.body.result.data.json.map((entry) => entry.to)).toEqual(['outbox-stranger@example.com']);
    expect((await trpcGet('mailOutbox.message', { id: reset.id }, asStranger)).status).toBe(404);

    // The victim, signed in, reads their own reset mail.
    const asVictim = { authorization: `Bearer ${victim.token}` };
    const own = await trpcGet<Entry[]>('mailOutbox.list', undefined, asVictim);
    expect(own.body.result.data.json.map((entry) => entry.template).sort()).toEqual(['email-verification', 'password-reset']);
    expect((await trpcGet('mailOutbox.message', { id: reset.id }, asVictim)).status).toBe(200);
  });

  it('does not exist in production or in Meta mode', async () => {
    const modes: Array<Record<string, string>> = [{ NODE_ENV: 'production', ADFLEET_SANDBOX: 'allow' }, { FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 'meta-secret' }];
    for (const env of modes) {
      const server = await startTestServer({ connectionString: database().connectionString, db: database().db, config: testConfig({}, env) });
      try {
        const list = await server.app.server.inject({ method: 'GET', url: '/trpc/mailOutbox.list' });
        expect(list.statusCode).toBe(404);
        const input = encodeURIComponent(JSON.stringify({ json: { id: '00000000-0000-4000-8000-000000000000' } }));
        expect((await server.app.server.inject({ method: 'GET', url: `/trpc/mailOutbox.message?input=${input}` })).statusCode).toBe(404);
      } finally {
        await server.close();
      }
    }
  });
});

describe('mail through SMTP', () => {
  const database = useTestDatabase();
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp?.close());

  it('keeps a message queued with the reason when the server refuses, sends it on the next attempt, and never twice', async () => {
    const db = database().db;
    const id = await db.transaction().execute((trx) =>
      insertMailMessage(trx, { user_id: null, to_address: 'retry@example.com', template: 'password-changed', language: 'en', subject: 'Retry me', text_body: 'plain', html_body: '<p>html</p>' }),
    );
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'AdFleet <no-reply@example.com>' });
    try {
      smtp.refuseNext(1);
      await expect(deliverMail(db, transport, id, new Date())).rejects.toBeInstanceOf(MailDeliveryError);
      const refused = await db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(refused).toMatchObject({ status: 'queued', attempts: 1, text_body: 'plain', last_error: expect.stringContaining('Try again later') });

      expect(await deliverMail(db, transport, id, new Date())).toEqual({ status: 'sent' });
      const mail = await smtp.waitFor('retry@example.com', /Retry me/);
      expect(mail.from?.value).toEqual([{ name: 'AdFleet', address: 'no-reply@example.com' }]);
      expect(mail.text?.trim()).toBe('plain');
      expect(mail.html).toContain('<p>html</p>');
      const sent = await db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null, text_body: null, html_body: null });

      // A job delivered twice (pg-boss is at-least-once) finds the message sent and sends nothing more.
      expect(await deliverMail(db, transport, id, new Date())).toEqual({ status: 'sent' });
      await expect(smtp.waitFor('retry@example.com', /Retry me/, 300)).rejects.toThrow(/no mail/);
    } finally {
      if (transport.kind === 'smtp') transport.close();
    }
  });
});
