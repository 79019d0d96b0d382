import { type Db, findMailMessage, listMailMessages } from '@adfleet/db';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';

/** How many of the newest messages the sandbox outbox lists. */
const OUTBOX_PAGE_SIZE = 100;

export const outboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  language: z.enum(['en', 'es']),
  status: z.enum(['queued', 'sent', 'kept']),
  createdAt: z.date(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxMessageSchema = outboxEntrySchema.extend({ text: z.string().nullable(), html: z.string().nullable() });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxMessageInputSchema = z.object({ id: z.uuid() });

/**
 * Who reads the outbox: the installation's operator, who holds the sandbox control key, reads every message; a
 * signed-in user without it reads only the mail AdFleet sent to them as a user (their verification, reset and notice
 * mail; an invitation or a deletion confirmation is sent to an address, not to a user, and stays the operator's).
 */
export type OutboxReader = { kind: 'operator' } | { kind: 'user'; userId: string };

/**
 * The sandbox outbox (ADR 0037): the messages its reader may read, newest first. Only ever reachable where the host
 * allows it (sandbox mode outside production): it holds other people's links.
 */
export async function listOutbox(db: Db, reader: OutboxReader): Promise<OutboxEntry[]> {
  const rows = await listMailMessages(db, OUTBOX_PAGE_SIZE, reader.kind === 'user' ? reader.userId : undefined);
  return rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, template: row.template, language: row.language, status: row.status, createdAt: row.created_at }));
}

/** One message; another person's is not found for a user, as if it did not exist. */
export async function readOutboxMessage(db: Db, id: string, reader: OutboxReader): Promise<OutboxMessage> {
  const row = await findMailMessage(db, id);
  if (!row || (reader.kind === 'user' && row.user_id !== reader.userId)) throw new AppError('NOT_FOUND', userMessage('notFound'));
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    template: row.template,
    language: row.language,
    status: row.status,
    createdAt: row.created_at,
    text: row.text_body,
    html: row.html_body,
  };
}
