import { checkWorker, workerStatusSchema } from '@adfleet/core';
import { diagnosticsPingJob } from '@adfleet/core/jobs';
import { waitForJobResult } from '../../../jobs/job-queue.ts';
import { publicProcedure } from '../../init.ts';

/** How long the check waits for a worker to take its ping job before calling the worker unresponsive. */
const PING_TIMEOUT_MS = 3_000;

export const healthWorker = publicProcedure.output(workerStatusSchema).query(({ ctx }) => {
  const { db, jobs, now } = ctx.deps;
  return checkWorker({
    db,
    now: now(),
    ping: async () => {
      const id = await jobs.send(diagnosticsPingJob.name, { sentAt: now().toISOString() });
      const result = await waitForJobResult(jobs, diagnosticsPingJob.name, id, PING_TIMEOUT_MS);
      return result?.pickupMs ?? null;
    },
  });
});
