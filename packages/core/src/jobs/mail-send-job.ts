import { z } from 'zod';
import { defineJob } from './job-contract.ts';

/**
 * Delivers one stored message (mail_messages). A slow or failing SMTP server delays only this job: it is retried
 * with backoff for about a day before it gives up, and the message row records each attempt's error.
 */
export const mailSendJob = defineJob({
  name: 'mail.send',
  payload: z.object({ messageId: z.uuid() }),
  result: z.object({ status: z.enum(['sent', 'kept', 'missing']) }),
  queue: { retryLimit: 12, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  concurrency: 2,
});
