import { runAdAccountSyncJob } from '@adfleet/core';
import type { JobHandler } from './job-handler.ts';

export const handleSyncAdAccount: JobHandler<'sync.ad_account'> = (payload, { sync, jobId, finalAttempt, signal }) =>
  runAdAccountSyncJob(sync, payload, { jobId, finalAttempt, signal });
