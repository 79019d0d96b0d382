import { oauthStatus, oauthStatusSchema, validateSessionToken } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';

/** The spec's OAuth status: public, so it can also say that the caller is not signed in. */
export const connectionsOauthStatus = publicProcedure.output(oauthStatusSchema).query(async ({ ctx }) => {
  const { credentials } = ctx.auth;
  const session = credentials ? await validateSessionToken(ctx.deps.db, credentials.token, ctx.deps.now()) : null;
  return oauthStatus(ctx.deps.db, session?.user.id ?? null);
});
