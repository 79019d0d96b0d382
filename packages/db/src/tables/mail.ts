// Outgoing mail and the single-use links it carries (ADR 0037).
import type { Generated } from 'kysely';

type MailStatus = 'queued' | 'sent' | 'kept';

/** Rows of `mail_messages`: one message, rendered when queued; the bodies are cleared once handed to SMTP. */
export interface MailMessagesTable {
  id: Generated<string>;
  /** Whom it is about, so it goes with their account; null for mail to an address with no account behind it. */
  user_id: string | null;
  to_address: string;
  template: string;
  language: 'en' | 'es';
  subject: string;
  text_body: string | null;
  html_body: string | null;
  /** `sent`: accepted by the SMTP server; `kept`: no SMTP configured, the stored row is the delivery. */
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  delivered_at: Date | null;
}

export type AccountTokenPurpose = 'password_reset' | 'email_verification';

/** Rows of `account_tokens`: a mailed single-use link, known here only by the SHA-256 of its token. */
export interface AccountTokensTable {
  token_hash: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  /** The address the link was mailed to: verifying proves this one, not whatever the profile says later. */
  email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}
