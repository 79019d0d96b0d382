import { type JobContract, type JobName, jobContracts } from '@adfleet/core/jobs';
import { jobHandlers } from './index.ts';
import type { JobContext } from './job-handler.ts';

/** A contract with the handler that runs it, erased to one shape so the worker can loop over them. */
export interface WorkerJob {
  contract: JobContract;
  handler: (payload: unknown, context: JobContext) => Promise<unknown>;
}

/** Pairs every contract with its handler from the registry. */
export function registeredWorkerJobs(): WorkerJob[] {
  return (Object.keys(jobContracts) as JobName[]).map((name) => ({
    contract: jobContracts[name],
    handler: jobHandlers[name] as WorkerJob['handler'],
  }));
}
