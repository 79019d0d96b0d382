import { AppError, callerScopeOf, connectWithFacebookToken, facebookTokenInputSchema, facebookTokenResultSchema, requireCapability, userMessage, validateSessionToken } from '@adfleet/core';
import { csrfMatches } from '../../../auth/session-cookies.ts';
import { syncDepsOf } from '../../context.ts';
import { publicProcedure } from '../../init.ts';

/**
 * The spec's SDK sign-in (`POST /api/facebook/token`): connects the token's Facebook account to the signed-in user's
 * workspace (the one the request names, else their current one), or signs in (registering if new) the profile's owner, and answers an AdFleet session token.
 */
export const facebookToken = publicProcedure
  .input(facebookTokenInputSchema)
  .output(facebookTokenResultSchema)
  .mutation(async ({ ctx, input }) => {
    const { credentials } = ctx.auth;
    // A cookie alone could be a cross-site request riding the visitor's session: it must carry the XSRF header.
    if (credentials?.via === 'cookie' && !csrfMatches(ctx.auth.csrf)) throw new AppError('FORBIDDEN', userMessage('csrfRejected'));
    const session = credentials ? await validateSessionToken(ctx.deps.db, credentials.token, ctx.deps.now()) : null;
    const signedIn = session ? callerScopeOf(session, ctx.request.workspaceId) : null;
    // Connecting into a workspace is the administrators' (ADR 0056); a sign-in with the token needs no role.
    if (signedIn) requireCapability(signedIn, 'administer');
    const { appId, appSecret } = ctx.deps.config.meta;
    const result = await connectWithFacebookToken(syncDepsOf(ctx.deps), { appId, appSecret }, {
      accessToken: input.accessToken,
      expectedUserId: input.userInfo?.id,
      signedIn,
      via: 'sdk',
      request: ctx.request,
    });
    if (result.session) {
      ctx.auth.cookies.setSession(result.session.token, result.session.expiresAt);
      return { success: true as const, token: result.session.token, user: result.user };
    }
    // Already signed in: the caller keeps the session it has.
    return { success: true as const, token: credentials?.token ?? '', user: result.user };
  });
