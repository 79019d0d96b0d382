import { systemInfoSchema } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';

export const systemInfo = publicProcedure
  .output(systemInfoSchema)
  .query(({ ctx }) => ({ mode: ctx.deps.config.mode, version: ctx.deps.config.version }));
