import { runConnectionSyncJob } from '@adfleet/core';
import type { JobHandler } from './job-handler.ts';

export const handleSyncConnection: JobHandler<'sync.connection'> = (payload, { sync, jobId, finalAttempt, signal }) =>
  runConnectionSyncJob(sync, payload, { jobId, finalAttempt, signal });
