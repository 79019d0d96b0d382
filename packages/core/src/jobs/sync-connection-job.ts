import { z } from 'zod';
import { defineJob } from './job-contract.ts';

export const syncTriggerSchema = z.enum(['connect', 'manual', 'schedule']);

/**
 * Re-reads a connection's ad accounts and queues one `sync.ad_account` per account. Sent on demand (with the run row
 * already created, so the UI sees it at once) or by the connection's recurring schedule (without one).
 */
export const syncConnectionJob = defineJob({
  name: 'sync.connection',
  payload: z.object({ connectionId: z.uuid(), trigger: syncTriggerSchema, runId: z.uuid().optional() }),
  result: z.object({ outcome: z.enum(['succeeded', 'failed', 'skipped']), adAccounts: z.number().int() }),
  // stately + singletonKey = connection id: at most one queued and one running per connection.
  queue: { policy: 'stately', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 10 * 60, heartbeatSeconds: 15 },
  pollSeconds: 2,
});
