import { z } from 'zod';
import { defineJob } from './job-contract.ts';

/** Sent by the diagnostics check to prove a worker picks up jobs, and how fast. */
export const diagnosticsPingJob = defineJob({
  name: 'diagnostics.ping',
  payload: z.object({ sentAt: z.iso.datetime() }),
  result: z.object({ pickupMs: z.number().nonnegative(), workerId: z.string() }),
  queue: { retryLimit: 0, expireInSeconds: 30 },
});
