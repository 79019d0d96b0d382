import { z } from 'zod';
import { defineJob } from './job-contract.ts';

/** Re-creates a batch's source snapshot in one target ad account; `targetId` is the clone_targets row. */
export const cloneAccountJob = defineJob({
  name: 'clone.account',
  payload: z.object({ targetId: z.uuid() }),
  result: z.object({
    /** deferred: throttled by Meta for longer than the client waits, re-queued for when the block lifts. */
    outcome: z.enum(['succeeded', 'failed', 'deferred', 'skipped']),
    created: z.number().int(),
  }),
  // singleton + singletonKey = target ad account id: one clone job runs per target account at a time, others queue.
  // The heartbeat frees the account within about half a minute when a worker dies mid-clone.
  queue: { policy: 'singleton', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60, heartbeatSeconds: 15 },
  // A batch fans out one job per target; they are network-bound, so a worker runs many at once.
  pollSeconds: 2,
  concurrency: 25,
});
