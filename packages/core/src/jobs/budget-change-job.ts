import { z } from 'zod';
import { defineJob } from './job-contract.ts';

/** Applies one item of a budget change (one campaign's or ad set's new budget); `itemId` is the budget_change_items row. */
export const budgetChangeJob = defineJob({
  name: 'budget.change',
  payload: z.object({ itemId: z.uuid() }),
  result: z.object({ outcome: z.enum(['succeeded', 'failed', 'skipped']) }),
  // singleton + singletonKey = ad account id: one change runs per account at a time, the rest queue behind it, so a
  // bulk change paces itself per account and one throttled account does not hold back the others.
  queue: { policy: 'singleton', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 5 * 60, heartbeatSeconds: 15 },
  pollSeconds: 2,
  concurrency: 10,
});
