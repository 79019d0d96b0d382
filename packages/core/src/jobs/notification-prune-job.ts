import { z } from 'zod';
import { defineJob } from './job-contract.ts';

/** Once a day (a schedule the worker keeps): notifications past their keeping age are deleted. */
export const notificationPruneJob = defineJob({
  name: 'notifications.prune',
  payload: z.object({}),
  result: z.object({ deleted: z.number().int() }),
  // stately + the schedule's key: one pruning at a time however many workers run.
  queue: { policy: 'stately', retryLimit: 2, expireInSeconds: 600 },
});

/** At a quiet hour, away from the hourly jobs' minutes. */
export const NOTIFICATION_PRUNE_SCHEDULE = { key: 'daily', cron: '41 3 * * *' } as const;
