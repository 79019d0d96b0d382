import { changePassword, changePasswordInputSchema } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure } from '../../init.ts';
import { settingsArgs } from './settings-caller.ts';

/** Sets a new password; every other session of the caller ends, this one stays. */
export const settingsChangePassword = protectedProcedure
  .input(changePasswordInputSchema)
  .output(z.object({ endedSessions: z.number().int() }))
  .mutation(({ ctx, input }) => {
    const [deps, caller] = settingsArgs(ctx);
    return changePassword({ ...deps, sleep: ctx.deps.sleep }, caller, input);
  });
