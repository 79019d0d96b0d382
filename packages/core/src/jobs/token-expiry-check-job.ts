import { z } from 'zod';
import { defineJob } from './job-contract.ts';

/** Every hour (a schedule the worker keeps): owners hear, once a day, of connections whose token ends within a week. */
export const tokenExpiryCheckJob = defineJob({
  name: 'notifications.token_expiry',
  payload: z.object({}),
  result: z.object({ notified: z.number().int() }),
  // stately + the schedule's key: one check at a time however many workers run.
  queue: { policy: 'stately', retryLimit: 2, expireInSeconds: 300 },
});

export const TOKEN_EXPIRY_CHECK_SCHEDULE = { key: 'hourly', cron: '17 * * * *' } as const;
