import { checkAuth, checkDatabase, checkWorker, facebookCredentialsStatusSchema, graphApiVersionStatusSchema, healthCheckResultSchema, workerStatusSchema } from '@adfleet/core';
import { graphApiVersionStatus } from '@adfleet/core/graph';
import { diagnosticsPingJob } from '@adfleet/core/jobs';
import { waitForJobResult } from '../../../jobs/job-queue.ts';
import { publicProcedure, router } from '../../init.ts';

/** How long the check waits for a worker to take its ping job before calling the worker unresponsive. */
const PING_TIMEOUT_MS = 3_000;

export const healthRouter = router({
  database: publicProcedure
    .output(healthCheckResultSchema)
    .query(({ ctx }) => checkDatabase(ctx.deps.db)),
  auth: publicProcedure
    .output(healthCheckResultSchema)
    .query(({ ctx }) => checkAuth({ db: ctx.deps.db, tokenEncryptionKeyLoaded: ctx.deps.config.tokenEncryptionKeyLoaded })),
  /** Names of missing settings only, never their values. */
  facebookCredentials: publicProcedure
    .output(facebookCredentialsStatusSchema)
    .query(({ ctx }) => ctx.deps.config.facebookCredentials),
  /** The Graph API version the server calls and how near Meta's expiry of it is, by the server's clock. */
  graphApiVersion: publicProcedure
    .output(graphApiVersionStatusSchema)
    .query(({ ctx }) => graphApiVersionStatus(ctx.deps.config.meta.graphVersion, ctx.deps.now())),
  worker: publicProcedure.output(workerStatusSchema).query(({ ctx }) => {
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
  }),
});
