import { deletionRequestInputSchema, requestDataDeletion } from '@adfleet/core';
import { z } from 'zod';
import { publicProcedure } from '../../init.ts';

/** The public data-deletion form: stores the request and emails its confirmation link; the same answer for any address. */
export const dataRightsRequestDeletion = publicProcedure
  .input(deletionRequestInputSchema)
  .output(z.object({ code: z.string() }))
  .mutation(({ ctx, input }) =>
    requestDataDeletion(
      {
        db: ctx.deps.db,
        now: ctx.deps.now(),
        request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent },
        jobs: ctx.deps.jobs.transactional,
        publicUrl: ctx.deps.config.publicUrl,
      },
      input,
    ),
  );
