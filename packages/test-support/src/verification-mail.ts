import type { Db } from '@adfleet/db';
import { linkTokenIn } from './smtp-sink.ts';

/** The token of the address-verification link AdFleet mailed to `email` at sign-up, read from the mail outbox. */
export async function verificationTokenFor(db: Db, email: string): Promise<string> {
  const mail = await db
    .selectFrom('mail_messages')
    .select('text_body')
    .where('to_address', '=', email)
    .where('text_body', 'like', '%/verify-email#token=%')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return linkTokenIn(mail.text_body ?? '', 'verify-email');
}
