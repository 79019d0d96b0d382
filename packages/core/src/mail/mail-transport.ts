import type { Transporter } from 'nodemailer';

/** A message as it leaves AdFleet. */
interface OutgoingMail {
  /** The stored message's id: it becomes the Message-ID, so a retried send is recognisably the same message. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where delivered mail goes: an SMTP server (SMTP_URL), or nowhere beyond the database, where the stored message
 * is the delivery (the embedded default; the sandbox outbox page shows it).
 */
export type MailTransport = { kind: 'keep' } | { kind: 'smtp'; send(mail: OutgoingMail): Promise<void>; close(): void };

export const DEFAULT_MAIL_FROM = 'AdFleet <no-reply@adfleet.localhost>';

/** Raised for a send the SMTP server refused or never answered; the job is retried. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

export function createMailTransport(options: { smtpUrl: string | undefined; from: string }): MailTransport {
  if (!options.smtpUrl) return { kind: 'keep' };
  const url = new URL(options.smtpUrl);
  const secure = url.protocol === 'smtps:';
  // nodemailer is loaded with the first send: about 25 MB of a process's memory that only a worker delivering mail
  // needs (the server only stores messages), ADR 0061.
  let transporter: Promise<Transporter> | undefined;
  const connect = async () => {
    const nodemailer = (await import('nodemailer')).default;
    return nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
      // Well under the job's expiry: a server that stalls fails this attempt instead of holding the job.
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
  };
  const host = url.hostname || 'adfleet';
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        transporter ??= connect();
        await (await transporter).sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: `<${mail.id}@${host}>` });
      } catch (error) {
        throw new MailDeliveryError(error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
    close: () => void transporter?.then((connected) => connected.close()),
  };
}
