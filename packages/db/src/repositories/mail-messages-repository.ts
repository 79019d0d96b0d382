import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { MailMessagesTable } from '../schema.ts';
import type { Insertable, Selectable } from 'kysely';

export type MailMessageRow = Selectable<MailMessagesTable>;
export type NewMailMessage = Omit<Insertable<MailMessagesTable>, 'id' | 'status' | 'attempts' | 'last_error' | 'created_at' | 'delivered_at'>;

/** Written in the transaction of the change that asks for the message, with its delivery job. */
export async function insertMailMessage(trx: Trx, message: NewMailMessage): Promise<string> {
  const row = await trx.insertInto('mail_messages').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findMailMessage(db: Db, id: string): Promise<MailMessageRow | undefined> {
  return db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Counts one delivery attempt, keeping the reason it failed (null once it succeeds). */
export async function recordMailAttempt(db: Db, id: string, error: string | null): Promise<void> {
  await db
    .updateTable('mail_messages')
    .set({ attempts: sql`attempts + 1`, last_error: error === null ? null : error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}

/**
 * Marks a message delivered. Handed to SMTP, its bodies are cleared: they may carry a live single-use link that
 * the database has no reason to keep. Kept (no SMTP), the stored bodies are the delivery the outbox shows.
 */
export async function markMailDelivered(db: Db, id: string, how: 'sent' | 'kept', now: Date): Promise<void> {
  await db
    .updateTable('mail_messages')
    .set(how === 'sent' ? { status: 'sent', delivered_at: now, text_body: null, html_body: null, last_error: null } : { status: 'kept', delivered_at: now, last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

export type OutboxListRow = Pick<MailMessageRow, 'id' | 'to_address' | 'subject' | 'template' | 'language' | 'status' | 'created_at'>;

/** The newest messages first, for the sandbox outbox page: every one, or those sent to one user (`userId`). */
export async function listMailMessages(db: Db, limit: number, userId?: string): Promise<OutboxListRow[]> {
  return db
    .selectFrom('mail_messages')
    .select(['id', 'to_address', 'subject', 'template', 'language', 'status', 'created_at'])
    .$if(userId !== undefined, (query) => query.where('user_id', '=', userId ?? ''))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
