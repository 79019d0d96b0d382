import { readSettings, settingsSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { settingsArgs } from './settings-caller.ts';

/** The caller's profile and stored preferences, as Settings shows them and the web applies after sign-in. */
export const settingsGet = protectedProcedure.output(settingsSchema).query(({ ctx }) => readSettings(...settingsArgs(ctx)));
