import { z } from 'zod';

/** What approving or rejecting answers: the proposal, and the clone batch or budget change an approval started. */
export const approvalDecidedSchema = z.object({ id: z.uuid(), cloneBatchId: z.uuid().nullable(), budgetChangeId: z.uuid().nullable() });
