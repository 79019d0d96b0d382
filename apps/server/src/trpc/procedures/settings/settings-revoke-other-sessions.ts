import { revokedSessionsSchema, revokeOtherSessions } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { settingsArgs } from './settings-caller.ts';

export const settingsRevokeOtherSessions = protectedProcedure.output(revokedSessionsSchema).mutation(({ ctx }) => revokeOtherSessions(...settingsArgs(ctx)));
