import { z } from 'zod';
import { defineJob } from './job-contract.ts';
import { syncTriggerSchema } from './sync-connection-job.ts';

/** Campaigns (incrementally) and daily insights of one ad account; `adAccountId` is AdFleet's id of the account. */
export const syncAdAccountJob = defineJob({
  name: 'sync.ad_account',
  payload: z.object({ adAccountId: z.uuid(), runId: z.uuid(), trigger: syncTriggerSchema }),
  result: z.object({
    /** deferred: throttled by Meta and re-queued for when the block lifts; superseded: a queued sync will do it. */
    outcome: z.enum(['succeeded', 'failed', 'deferred', 'superseded', 'skipped']),
    stats: z.record(z.string(), z.number()),
  }),
  // stately + singletonKey = ad account id: one sync per ad account at a time, so a throttled one stalls no other.
  // Reads are retried in place by the Graph client, so a job-level retry is for a lost worker or a longer outage.
  queue: { policy: 'stately', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 * 60, heartbeatSeconds: 15 },
  pollSeconds: 2,
});
