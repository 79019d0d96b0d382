import { AppError, callerScopeOf, type ConnectDestination, connectWithFacebookToken, connectWorkspace, facebookTokenInputSchema, facebookTokenResultSchema, userMessage, validateSessionToken } from '@adfleet/core';
import { csrfMatches } from '../../../auth/session-cookies.ts';
import { syncDepsOf } from '../../context.ts';
import { publicProcedure, router } from '../../init.ts';

export const facebookRouter = router({
  /**
   * The spec's SDK sign-in (`POST /api/facebook/token`): signed in, connects the token's Facebook account to the caller's
   * workspace (the one the request names, else their current one) when their role there may connect (ADR 0056);
   * signed out, signs in (registering if new) the profile's owner and connects into their personal workspace, never a
   * team's (ADR 0071). Answers an AdFleet session token.
   */
  token: publicProcedure
    .input(facebookTokenInputSchema)
    .output(facebookTokenResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { credentials } = ctx.auth;
      // A cookie alone could be a cross-site request riding the visitor's session: it must carry the XSRF header.
      if (credentials?.via === 'cookie' && !csrfMatches(ctx.auth.csrf)) throw new AppError('FORBIDDEN', userMessage('csrfRejected'));
      const session = credentials ? await validateSessionToken(ctx.deps.db, credentials.token, ctx.deps.now()) : null;
      let destination: ConnectDestination = { personal: true };
      if (session) {
        // Refused before Meta is asked anything; the connecting service asks again when it stores the connection.
        const verdict = connectWorkspace(session.memberships, { workspaceId: callerScopeOf(session, ctx.request.workspaceId).workspaceId });
        if ('refused' in verdict) throw new AppError('FORBIDDEN', verdict.refused.message);
        destination = verdict;
      }
      const { appId, appSecret } = ctx.deps.config.meta;
      const result = await connectWithFacebookToken(syncDepsOf(ctx.deps), { appId, appSecret }, {
        accessToken: input.accessToken,
        expectedUserId: input.userInfo?.id,
        signedIn: session ? { userId: session.user.id } : null,
        destination,
        via: 'sdk',
        request: ctx.request,
      });
      if (result.session) {
        ctx.auth.cookies.setSession(result.session.token, result.session.expiresAt);
        return { success: true as const, token: result.session.token, user: result.user };
      }
      // Already signed in: the caller keeps the session it has.
      return { success: true as const, token: credentials?.token ?? '', user: result.user };
    }),
});
