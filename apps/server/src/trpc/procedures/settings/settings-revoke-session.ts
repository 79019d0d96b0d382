import { revokedSessionsSchema, revokeSession, revokeSessionInputSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { settingsArgs } from './settings-caller.ts';

/** Ends one of the caller's sessions; ending the current one signs this browser out too. */
export const settingsRevokeSession = protectedProcedure
  .input(revokeSessionInputSchema)
  .output(revokedSessionsSchema)
  .mutation(async ({ ctx, input }) => {
    const result = await revokeSession(...settingsArgs(ctx), input.id);
    if (input.id === ctx.session.sessionId) ctx.auth.cookies.clearSession();
    return result;
  });
