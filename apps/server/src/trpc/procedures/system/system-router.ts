import { systemInfoSchema } from '@adfleet/core';
import { publicProcedure, router } from '../../init.ts';

export const systemRouter = router({
  info: publicProcedure
    .output(systemInfoSchema)
    .query(({ ctx }) => ({ mode: ctx.deps.config.mode, version: ctx.deps.config.version })),
});
