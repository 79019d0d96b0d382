import { createMailTransport, deliverMail, MailDeliveryError } from '@adfleet/core';
import { insertMailMessage } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '../../../testing/sandboxed-server.ts';
import { linkTokenIn, type SmtpSink, startSmtpSink } from '../../../testing/smtp-sink.ts';
import { startTestServer, testConfig } from '../../../testing/test-server.ts';

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

  const trpcGet = async <T,>(path: string, input?: object) => {
    const query = input ? `?input=${encodeURIComponent(JSON.stringify({ json: input }))}` : '';
    const response = await fetch(`${sandboxed.baseUrl}/trpc/${path}${query}`);
    return { status: response.status, body: (await response.json()) as TrpcData<T> };
  };

  it('keeps each message in PostgreSQL and lists it with recipient, subject and time; a message shows both parts', async () => {
    const registered = await fetch(`${sandboxed.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'outboxer', email: 'outboxer@example.com', password: TEST_PASSWORD }),
    });
    expect(registered.status).toBe(201);
    const deadline = Date.now() + 15_000;
    let entry: { id: string; to: string; subject: string; status: string; createdAt: string } | undefined;
    while (!entry || entry.status !== 'kept') {
      if (Date.now() > deadline) throw new Error(`the message was never kept: ${JSON.stringify(entry)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
      const list = await trpcGet<Array<typeof entry & object>>('mailOutbox.list');
      entry = list.body.result.data.json.find((candidate) => candidate.to === 'outboxer@example.com');
    }
    expect(entry).toMatchObject({ subject: 'Confirm your email for AdFleet', createdAt: expect.any(String) });

    const message = await trpcGet<{ text: string; html: string }>('mailOutbox.message', { id: entry.id });
    expect(message.status).toBe(200);
    const token = linkTokenIn(message.body.result.data.json.text, 'verify-email');
    expect(message.body.result.data.json.html).toContain(`/verify-email#token=${token}`);
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
