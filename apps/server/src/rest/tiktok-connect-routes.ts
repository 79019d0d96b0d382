import { connectTikTok, TikTokConnectError, validateSessionToken } from '@adfleet/core';
import { returnPathFrom } from '@adfleet/core/return-path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { credentialsOf } from '../auth/session-cookies.ts';
import { moveToCallbackOrigin } from './callback-origin.ts';
import { type ServerDeps, syncDepsOf } from '../trpc/context.ts';
import { requestInfoOf } from '../trpc/request-context.ts';
import { type ConnectFailure, failureReturnUrl, RETURN_PARAM, rememberConnectReturn, takeConnectReturn } from './connect-return.ts';
import { connectTargetOf } from './connect-target.ts';
import { issueTikTokState, TIKTOK_STATE_SECONDS, takeTikTokState } from './tiktok-connect-state.ts';

/** Where the flow ends when it did not begin on a page of ours: Accounts, which shows the failure's codes. */
const DEFAULT_RETURN = '/accounts?platform=tiktok';

function failureRedirect(reply: FastifyReply, origin: string | undefined, failure: ConnectFailure) {
  return reply.redirect(failureReturnUrl(origin ?? DEFAULT_RETURN, { ...failure, platform: 'tiktok' }));
}

async function sessionOf(deps: ServerDeps, request: FastifyRequest) {
  const credentials = credentialsOf(request, deps.config.secureCookies);
  return credentials ? validateSessionToken(deps.db, credentials.token, deps.now()) : null;
}

/**
 * "Connect TikTok": `/api/auth/tiktok` sends a signed-in visitor to TikTok's advertiser authorization page (the
 * TikTok sandbox's in sandbox mode) with a single-use state bound to the browser by a cookie; the callback trades
 * the `auth_code` for the advertiser token and stores the advertisers in the workspace chosen when the flow began
 * (bound to the state). Unlike Facebook, TikTok signs no one in: its advertiser token names no person.
 */
export function registerTikTokConnectRoutes(server: FastifyInstance, deps: ServerDeps): void {
  const { tiktok, secureCookies } = deps.config;

  server.get('/api/auth/tiktok', async (request, reply) => {
    if (tiktok.mode === 'off') return failureRedirect(reply, returnPathFrom((request.query as Record<string, unknown>)[RETURN_PARAM]), { error: 'server_error', reason: 'tiktok_off' });
    // On the callback's host first: the state cookie and the session must be where the callback will read them.
    const moved = moveToCallbackOrigin(request, reply, tiktok.redirectUri, 'tiktok');
    if (moved) return moved;
    const session = await sessionOf(deps, request);
    if (!session) return reply.redirect('/login');
    const target = connectTargetOf(request, session);
    if ('refused' in target) return failureRedirect(reply, returnPathFrom((request.query as Record<string, unknown>)[RETURN_PARAM]), target.refused);
    rememberConnectReturn(request, reply, { secure: secureCookies, maxAgeSeconds: TIKTOK_STATE_SECONDS });
    const state = issueTikTokState(reply, secureCookies, target.workspaceId);
    const page = new URL(tiktok.authUrl);
    page.search = new URLSearchParams({ app_id: tiktok.appId, state, redirect_uri: tiktok.redirectUri }).toString();
    return reply.redirect(page.href);
  });

  server.get('/api/auth/tiktok/callback', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const origin = takeConnectReturn(request, reply, secureCookies);
    // Checked first and whatever TikTok says: a forged callback learns nothing and a state is spent once.
    const bound = takeTikTokState(request, reply, secureCookies, query.state);
    if (!bound) return failureRedirect(reply, origin, { error: 'invalid_state', reason: 'state_mismatch' });
    // TikTok's refusal (Cancel on its page): its code passed on, its words not.
    if (query.error) return failureRedirect(reply, origin, { error: query.error, reason: query.error === 'access_denied' ? 'user_denied' : 'tiktok_error' });
    if (!query.auth_code) return failureRedirect(reply, origin, { error: 'invalid_request', reason: 'code_missing' });
    const session = await sessionOf(deps, request);
    if (!session) return failureRedirect(reply, origin, { error: 'access_denied', reason: 'session_expired' });
    try {
      const result = await connectTikTok(syncDepsOf(deps), tiktok, { authCode: query.auth_code, scope: { userId: session.user.id, workspaceId: bound.workspaceId }, request: requestInfoOf(request) });
      const landing = new URL(origin ?? DEFAULT_RETURN, 'https://adfleet.invalid');
      landing.searchParams.set('connected', 'tiktok');
      landing.searchParams.set('count', String(result.adAccountCount));
      return reply.redirect(`${landing.pathname}${landing.search}`);
    } catch (error) {
      if (error instanceof TikTokConnectError) {
        request.log.warn({ err: error.cause ?? error }, 'tiktok connect refused');
        return failureRedirect(reply, origin, { error: error.oauthError, reason: error.oauthReason });
      }
      request.log.error({ err: error }, 'tiktok connect failed');
      return failureRedirect(reply, origin, { error: 'server_error', reason: 'connect_failed' });
    }
  });
}
