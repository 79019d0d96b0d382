import { callerScopeOf, oauthStatus, oauthStatusSchema, validateSessionToken } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';

/** The spec's OAuth status: public, so it can also say that the caller is not signed in; signed in, of their workspace's connection. */
export const connectionsOauthStatus = publicProcedure.output(oauthStatusSchema).query(async ({ ctx }) => {
  const { credentials } = ctx.auth;
  const session = credentials ? await validateSessionToken(ctx.deps.db, credentials.token, ctx.deps.now()) : null;
  return oauthStatus(ctx.deps.db, session ? callerScopeOf(session, ctx.request.workspaceId) : null);
});
