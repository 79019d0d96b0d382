import { z } from 'zod';
import { facebookAdAccountListSchema } from '../ad-accounts/ad-account-schemas.ts';
import { userMessageSchema } from '../messages/index.ts';

export const syncStartResultSchema = z.object({ runIds: z.array(z.string()) });
export type SyncStartResult = z.infer<typeof syncStartResultSchema>;

const syncRunSchema = z.object({
  id: z.string(),
  kind: z.enum(['connection', 'ad_account']),
  /** The platform whose connection the run reads (facebook 1, tiktok 2): each platform's screens show only its own runs. */
  platformId: z.number().int(),
  /** The platform's ad account id (act_…) for an account run, null for a connection run. */
  adAccountId: z.string().nullable(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  /** Why a failed run failed, as a code the reader's language renders. */
  error: userMessageSchema.nullable(),
  createdAt: z.date(),
  startedAt: z.date().nullable(),
  finishedAt: z.date().nullable(),
});

export const syncStatusSchema = z.object({
  /** Some run is queued or running: the UI keeps polling and spins its sync icon. */
  running: z.boolean(),
  runs: z.array(syncRunSchema),
  lastSyncedAt: z.date().nullable(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** The manual sync: the accounts Meta listed now, and the per-account runs it queued, for the UI to follow. */
export const manualSyncResultSchema = z.object({ accounts: facebookAdAccountListSchema, runIds: z.array(z.string()) });
export type ManualSyncResult = z.infer<typeof manualSyncResultSchema>;

/** More runs than one sync of a very large agency queues; a longer list is not a sync's. */
const MAX_FOLLOWED_RUNS = 1000;

export const syncRunsInputSchema = z.object({ runIds: z.array(z.uuid()).min(1).max(MAX_FOLLOWED_RUNS) });

const followedSyncRunSchema = z.object({
  id: z.string(),
  /** The platform's ad account id (act_…) and its name, for an account run. */
  adAccountId: z.string().nullable(),
  name: z.string().nullable(),
  status: syncRunSchema.shape.status,
  error: userMessageSchema.nullable(),
});

export const syncRunsProgressSchema = z.object({
  /** Every run asked about has ended, well or not. */
  finished: z.boolean(),
  runs: z.array(followedSyncRunSchema),
});
export type SyncRunsProgress = z.infer<typeof syncRunsProgressSchema>;
