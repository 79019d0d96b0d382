import { facebookCredentialsStatusSchema } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';

/** Names of missing settings only, never their values. */
export const healthFacebookCredentials = publicProcedure
  .output(facebookCredentialsStatusSchema)
  .query(({ ctx }) => ctx.deps.config.facebookCredentials);
