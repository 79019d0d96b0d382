import { changeProfile, settingsSchema, updateProfileInputSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { settingsArgs } from './settings-caller.ts';

export const settingsUpdateProfile = protectedProcedure
  .input(updateProfileInputSchema)
  .output(settingsSchema)
  .mutation(({ ctx, input }) => changeProfile(...settingsArgs(ctx), input));
