import { z } from 'zod';
import { defineJob } from './job-contract.ts';

/**
 * Every hour (a schedule the worker keeps): connections whose token ended become ones to reconnect, and owners hear a
 * week and a day before a token ends.
 */
export const tokenExpiryCheckJob = defineJob({
  name: 'notifications.token_expiry',
  payload: z.object({}),
  result: z.object({ notified: z.number().int(), expired: z.number().int() }),
  // stately + the schedule's key: one check at a time however many workers run.
  queue: { policy: 'stately', retryLimit: 2, expireInSeconds: 300 },
});

export const TOKEN_EXPIRY_CHECK_SCHEDULE = { key: 'hourly', cron: '17 * * * *' } as const;
