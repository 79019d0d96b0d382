import { confirmDataDeletion, dataDeletionStatus, deleteAccountInputSchema, deleteAccountNow, deletionCodeSchema, deletionConfirmInputSchema, deletionRequestInputSchema, deletionStatusSchema, requestDataDeletion } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../../init.ts';
import { settingsArgs } from '../settings/settings-router.ts';

export const dataRightsRouter = router({
  /** The public data-deletion form: stores the request and emails its confirmation link; the same answer for any address. */
  requestDeletion: publicProcedure
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
    ),
  /** The emailed link's confirmation: queues the deletion; answers with the code of the request's status page. */
  confirmDeletion: publicProcedure
    .input(deletionConfirmInputSchema)
    .output(z.object({ code: z.string() }))
    .mutation(({ ctx, input }) =>
      confirmDataDeletion({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, now: ctx.deps.now(), request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent } }, input.token),
    ),
  /** Where a deletion request stands, by the code its requester was given (by the form, Settings or Meta). */
  deletionStatus: publicProcedure
    .input(deletionCodeSchema)
    .output(deletionStatusSchema)
    .query(({ ctx, input }) => dataDeletionStatus(ctx.deps.db, input.code)),
  /** "Delete my account now": every session ends (this one's cookie too) and the deletion job is queued. */
  deleteAccount: protectedProcedure
    .input(deleteAccountInputSchema)
    .output(z.object({ code: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const [deps, caller] = settingsArgs(ctx);
      const result = await deleteAccountNow({ ...deps, jobs: ctx.deps.jobs.transactional }, caller, input);
      ctx.auth.cookies.clearSession();
      return result;
    }),
});
