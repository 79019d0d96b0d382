import { z } from 'zod';
import { defineJob } from './job-contract.ts';

/** Every hour (a schedule the worker keeps): proposals past their 7 days end `expired`, said in Activity and to their proposer. */
export const approvalsExpireJob = defineJob({
  name: 'approvals.expire',
  payload: z.object({}),
  result: z.object({ expired: z.number().int() }),
  // stately + the schedule's key: one sweep at a time however many workers run.
  queue: { policy: 'stately', retryLimit: 2, expireInSeconds: 600 },
});

/** Hourly, away from the other hourly jobs' minutes. */
export const APPROVALS_EXPIRE_SCHEDULE = { key: 'hourly', cron: '23 * * * *' } as const;
