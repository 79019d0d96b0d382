import { changePreferences, settingsSchema, updatePreferencesInputSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { settingsArgs } from './settings-caller.ts';

export const settingsUpdatePreferences = protectedProcedure
  .input(updatePreferencesInputSchema)
  .output(settingsSchema)
  .mutation(({ ctx, input }) => changePreferences(...settingsArgs(ctx), input));
