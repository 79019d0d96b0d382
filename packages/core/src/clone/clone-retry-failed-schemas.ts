import { z } from 'zod';

/** `clone.retryFailed`: every failed account of one batch, sent again at once. */
export const cloneRetryFailedInputSchema = z.object({ batchId: z.uuid() });
export const cloneRetryFailedResultSchema = z.object({
  batchId: z.uuid(),
  /** The targets sent again, in the batch's order; progress through `clone.status`. */
  targetIds: z.array(z.uuid()),
});
export type CloneRetryFailedResult = z.infer<typeof cloneRetryFailedResultSchema>;
