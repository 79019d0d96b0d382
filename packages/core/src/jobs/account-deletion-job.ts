import { z } from 'zod';
import { defineJob } from './job-contract.ts';

/** Deletes everything of the user a confirmed deletion request names; `requestId` is its data_deletion_requests row. */
export const accountDeletionJob = defineJob({
  name: 'account.delete',
  payload: z.object({ requestId: z.uuid() }),
  result: z.object({ status: z.literal('done') }),
  // Every step is idempotent, so a retry (or an expired run overlapping its retry) finishes what the last one began;
  // singleton keyed by the request keeps two runs of one request from racing.
  queue: { policy: 'singleton', retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60, heartbeatSeconds: 30 },
  pollSeconds: 5,
});
