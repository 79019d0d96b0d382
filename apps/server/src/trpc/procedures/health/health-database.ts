import { checkDatabase, healthCheckResultSchema } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';

export const healthDatabase = publicProcedure
  .output(healthCheckResultSchema)
  .query(({ ctx }) => checkDatabase(ctx.deps.db));
