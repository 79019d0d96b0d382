import { confirmDataDeletion, deletionConfirmInputSchema } from '@adfleet/core';
import { z } from 'zod';
import { publicProcedure } from '../../init.ts';

/** The emailed link's confirmation: queues the deletion; answers with the code of the request's status page. */
export const dataRightsConfirmDeletion = publicProcedure
  .input(deletionConfirmInputSchema)
  .output(z.object({ code: z.string() }))
  .mutation(({ ctx, input }) =>
    confirmDataDeletion({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, now: ctx.deps.now(), request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent } }, input.token),
  );
