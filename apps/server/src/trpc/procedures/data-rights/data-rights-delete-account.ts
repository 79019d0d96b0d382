import { deleteAccountInputSchema, deleteAccountNow } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure } from '../../init.ts';
import { settingsArgs } from '../settings/settings-caller.ts';

/** "Delete my account now": every session ends (this one's cookie too) and the deletion job is queued. */
export const dataRightsDeleteAccount = protectedProcedure
  .input(deleteAccountInputSchema)
  .output(z.object({ code: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const [deps, caller] = settingsArgs(ctx);
    const result = await deleteAccountNow({ ...deps, jobs: ctx.deps.jobs.transactional }, caller, input);
    ctx.auth.cookies.clearSession();
    return result;
  });
