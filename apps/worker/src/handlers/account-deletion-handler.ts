import { runAccountDeletion } from '@adfleet/core';
import type { JobHandler } from './job-handler.ts';

export const handleAccountDeletion: JobHandler<'account.delete'> = (payload, { sync, signal }) => runAccountDeletion(sync, payload.requestId, { signal });
