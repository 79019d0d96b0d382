export { createMailTransport, DEFAULT_MAIL_FROM, MailDeliveryError, type MailTransport } from './mail-transport.ts';
export { deliverMail } from './deliver-mail.ts';
export { listOutbox, outboxEntrySchema, outboxMessageInputSchema, outboxMessageSchema, type OutboxReader, readOutboxMessage } from './outbox.ts';
