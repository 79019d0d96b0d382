import type { JobName, JobPayload, JobResult } from '@adfleet/core/jobs';
import type { Db } from '@adfleet/db';
import type { Logger } from 'pino';

export interface JobContext {
  jobId: string;
  retryCount: number;
  /** Aborted when pg-boss expires or cancels the job, or the worker stops; long work must check it. */
  signal: AbortSignal;
  workerId: string;
  db: Db;
  log: Logger;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, context: JobContext) => Promise<JobResult<N>>;
