import { type Db, findMailMessage, markMailDelivered, recordMailAttempt } from '@adfleet/db';
import type { MailTransport } from './mail-transport.ts';

/**
 * The mail.send job: hands one stored message to SMTP, or keeps it (no SMTP configured). Delivery is at least once:
 * a message already delivered is not sent again, but a worker dying between the SMTP hand-off and the row update
 * sends it a second time, with the same Message-ID.
 */
export async function deliverMail(db: Db, transport: MailTransport, messageId: string, now: Date): Promise<{ status: 'sent' | 'kept' | 'missing' }> {
  const message = await findMailMessage(db, messageId);
  // Removed with its account before it went out: nothing left to send.
  if (!message) return { status: 'missing' };
  if (message.status !== 'queued') return { status: message.status };
  if (transport.kind === 'keep') {
    await markMailDelivered(db, messageId, 'kept', now);
    return { status: 'kept' };
  }
  try {
    await transport.send({ id: message.id, to: message.to_address, subject: message.subject, text: message.text_body ?? '', html: message.html_body ?? '' });
  } catch (error) {
    await recordMailAttempt(db, messageId, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await recordMailAttempt(db, messageId, null);
  await markMailDelivered(db, messageId, 'sent', now);
  return { status: 'sent' };
}
