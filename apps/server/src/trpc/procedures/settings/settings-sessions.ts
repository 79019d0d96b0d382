import { listSessions, sessionInfoSchema } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure } from '../../init.ts';
import { settingsArgs } from './settings-caller.ts';

export const settingsSessions = protectedProcedure.output(z.array(sessionInfoSchema)).query(({ ctx }) => listSessions(...settingsArgs(ctx)));
