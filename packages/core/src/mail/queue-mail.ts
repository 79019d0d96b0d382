import { insertMailMessage, type Trx } from '@adfleet/db';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';
import type { MailLanguage } from './mail-template.ts';
import { type MailTemplateName, type MailTemplateParams, mailTemplates } from './mail-templates.ts';

/** One message to send: to whom, which template, in which language, with the template's parameters. */
export interface MailRequest<N extends MailTemplateName = MailTemplateName> {
  to: string;
  /** The account it is about, so it is removed with the account; null for an address with no account behind it. */
  userId: string | null;
  template: N;
  language: MailLanguage;
  params: MailTemplateParams<N>;
}

/**
 * THE way to send mail (see README.md beside this file). Renders the message, stores it and queues its delivery
 * job inside the caller's transaction: the message exists exactly when the change that asked for it commits, the
 * request never waits for SMTP, and a failed send is retried by the worker. Throws (a ZodError) on bad params,
 * before anything is written. Returns the message id.
 */
export async function queueMail<N extends MailTemplateName>(trx: Trx, jobs: TransactionalJobs, mail: MailRequest<N>): Promise<string> {
  const template = mailTemplates[mail.template];
  // Each template checks its own params; the registry is indexed by a generic name, which TypeScript cannot narrow.
  const rendered = template.render(template.params.parse(mail.params) as never, mail.language);
  const messageId = await insertMailMessage(trx, {
    user_id: mail.userId,
    to_address: mail.to,
    template: mail.template,
    language: mail.language,
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
  });
  await jobs.send(trx, 'mail.send', { messageId });
  return messageId;
}
