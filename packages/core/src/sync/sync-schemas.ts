import { z } from 'zod';
import { userMessageSchema } from '../messages/index.ts';

export const syncStartResultSchema = z.object({ runIds: z.array(z.string()) });
export type SyncStartResult = z.infer<typeof syncStartResultSchema>;

export const syncRunSchema = z.object({
  id: z.string(),
  kind: z.enum(['connection', 'ad_account']),
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
