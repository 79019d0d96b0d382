import { checkAuth, healthCheckResultSchema } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';

export const healthAuth = publicProcedure
  .output(healthCheckResultSchema)
  .query(({ ctx }) => checkAuth({ db: ctx.deps.db, tokenEncryptionKeyLoaded: ctx.deps.config.tokenEncryptionKeyLoaded }));
