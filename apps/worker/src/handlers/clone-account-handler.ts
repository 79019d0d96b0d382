import { runCloneAccountJob } from '@adfleet/core';
import type { JobHandler } from './job-handler.ts';

export const handleCloneAccount: JobHandler<'clone.account'> = (payload, { sync, jobId, finalAttempt, signal }) =>
  runCloneAccountJob(sync, payload, { jobId, finalAttempt, signal });
