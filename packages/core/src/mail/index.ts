export { queueMail, type MailRequest } from './queue-mail.ts';
export { mailTemplates, type MailTemplateName, type MailTemplateParams } from './mail-templates.ts';
export { MAIL_LANGUAGES, type MailLanguage, type RenderedMail } from './mail-template.ts';
export { createMailTransport, DEFAULT_MAIL_FROM, MailDeliveryError, type MailTransport, type OutgoingMail } from './mail-transport.ts';
export { deliverMail } from './deliver-mail.ts';
export { listOutbox, OUTBOX_PAGE_SIZE, outboxEntrySchema, type OutboxEntry, outboxMessageInputSchema, outboxMessageSchema, type OutboxMessage, type OutboxReader, readOutboxMessage } from './outbox.ts';
