import { deliverMail } from '@adfleet/core';
import type { JobHandler } from './job-handler.ts';

export const handleMailSend: JobHandler<'mail.send'> = (payload, { db, mail, sync }) => deliverMail(db, mail, payload.messageId, sync.now());
