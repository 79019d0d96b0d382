import { callerScopeOf, connectionStatus, connectionStatusSchema, connectionSummary, connectionSummaryInputSchema, connectionSummarySchema, oauthStatus, oauthStatusSchema, validateSessionToken } from '@adfleet/core';
import { publicProcedure, router, workspaceProcedure } from '../../init.ts';

export const connectionsRouter = router({
  /** Per platform: connected, syncing, needing reconnection, how many accounts, last sync. */
  status: workspaceProcedure.output(connectionStatusSchema).query(({ ctx }) => connectionStatus(ctx.deps.db, ctx.scope, ctx.deps.now())),
  /** The spec's OAuth status: public, so it can also say that the caller is not signed in; signed in, of their workspace's connection. */
  oauthStatus: publicProcedure.output(oauthStatusSchema).query(async ({ ctx }) => {
    const { credentials } = ctx.auth;
    const session = credentials ? await validateSessionToken(ctx.deps.db, credentials.token, ctx.deps.now()) : null;
    return oauthStatus(ctx.deps.db, session ? callerScopeOf(session, ctx.request.workspaceId) : null);
  }),
  /** One of the workspace's connections, for the page the OAuth callback lands on after connecting. */
  summary: workspaceProcedure
    .input(connectionSummaryInputSchema)
    .output(connectionSummarySchema)
    .query(({ ctx, input }) => connectionSummary(ctx.deps.db, ctx.scope, input.connectionId)),
});
