import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

interface ReceivedMail {
  /** The envelope recipients, as the SMTP client gave them. */
  to: string[];
  parsed: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what arrives, parsed: the far side of the world AdFleet does not run.
 * `refuseNext` makes the next deliveries fail with a 451, as a server in trouble does.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((parsed) => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count: number) {
      refusals = count;
    },
    /** Waits for a message to `address` matching `subject`, taken from the list so the next wait sees the next one. */
    waitFor(address: string, subject: RegExp, timeoutMs = 15_000): Promise<ParsedMail> {
      return vi.waitFor(
        () => {
          const index = received.findIndex((mail) => mail.to.includes(address) && subject.test(mail.parsed.subject ?? ''));
          if (index < 0) throw new Error(`no mail to ${address} matching ${subject} (got: ${received.map((mail) => `${mail.to.join(',')}: ${mail.parsed.subject}`).join('; ') || 'none'})`);
          return received.splice(index, 1)[0]!.parsed;
        },
        { timeout: timeoutMs, interval: 25 },
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The addresses of a parsed To header. */
export function addressesOf(header: AddressObject | AddressObject[] | undefined): string[] {
  return (Array.isArray(header) ? header : header ? [header] : []).flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}

/** The token of the one AdFleet link (…#token=…) in a text. */
export function linkTokenIn(text: string | undefined, page: 'reset-password' | 'verify-email'): string {
  const match = new RegExp(`https?://[^\\s"<]+/${page}#token=([a-z0-9]+)`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no ${page} link in: ${text}`);
  return match[1];
}
