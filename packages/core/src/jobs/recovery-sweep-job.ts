import { z } from 'zod';
import { defineJob } from './job-contract.ts';

/** Every minute (a schedule the worker keeps): settles clone targets and sync runs whose job was lost. */
export const recoverySweepJob = defineJob({
  name: 'recovery.sweep',
  payload: z.object({}),
  result: z.object({
    cloneTargetsShownQueued: z.number().int(),
    cloneTargetsRequeued: z.number().int(),
    cloneTargetsFailed: z.number().int(),
    syncRunsClosed: z.number().int(),
  }),
  // stately + the schedule's key: one sweep at a time however many workers run; the next minute's replaces a failed one.
  queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 60 },
});

/** The sweep's schedule: its key and cron (pg-boss schedules are per minute at the finest). */
export const RECOVERY_SWEEP_SCHEDULE = { key: 'every-minute', cron: '* * * * *' } as const;
