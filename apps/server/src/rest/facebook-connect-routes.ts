import oauth2, { type OAuth2Namespace } from '@fastify/oauth2';
import { type ConnectDestination, connectWithFacebookToken, FacebookConnectError, REQUESTED_SCOPES, validateSessionToken } from '@adfleet/core';
import { returnPathFrom } from '@adfleet/core/return-path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { credentialsOf, sessionCookieJar } from '../auth/session-cookies.ts';
import { type ServerDeps, syncDepsOf } from '../trpc/context.ts';
import { requestInfoOf } from '../trpc/request-context.ts';
import { moveToCallbackOrigin } from './callback-origin.ts';
import { connectTargetOf } from './connect-target.ts';
import {
  type ConnectFailure,
  RETURN_PARAM,
  failureReturnUrl,
  rememberConnectReturn,
  rememberConnectWorkspace,
  takeConnectReturn,
  takeConnectWorkspace,
} from './connect-return.ts';

declare module 'fastify' {
  interface FastifyInstance {
    facebookOAuth2: OAuth2Namespace;
  }
}

/** Long enough to pick an account in the dialog, short enough that a leaked state is soon worthless. */
const STATE_COOKIE_SECONDS = 10 * 60;

async function sessionOf(deps: ServerDeps, request: FastifyRequest) {
  const credentials = credentialsOf(request, deps.config.secureCookies);
  return credentials ? validateSessionToken(deps.db, credentials.token, deps.now()) : null;
}

/**
 * Where a failure of the browser flow lands: back on the page the flow began on (Accounts, say), which keeps a notice
 * until it is dismissed; begun signed out, on the sign-in screen, which shows a fixed text of its own for the codes.
 * No description travels: text in a URL is text anyone can write into a link.
 */
function failureRedirect(reply: FastifyReply, origin: string | undefined, failure: ConnectFailure) {
  if (origin) return reply.redirect(failureReturnUrl(origin, failure));
  const params = new URLSearchParams({ error: failure.error.slice(0, 64), error_reason: failure.reason.slice(0, 64) });
  if (failure.missingScopes && failure.missingScopes.length > 0) params.set('missing', failure.missingScopes.join(','));
  return reply.redirect(`/login?${params.toString()}`);
}

/**
 * "Connect Facebook" in the browser: `/api/auth/facebook` sends the visitor to Meta's dialog (the sandbox's in
 * sandbox mode) with an unguessable state also kept in a short-lived httpOnly cookie, and the callback exchanges the
 * code, stores the connection and signs the visitor in when they were not. Where the connection goes is decided when
 * the flow begins (ADR 0071): signed in, the workspace chosen then, for a role that may connect there, which rides
 * beside the state for as long; signed out ("Continue with Facebook"), the person's personal workspace, never a team's.
 */
export async function registerFacebookConnectRoutes(server: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { meta, secureCookies } = deps.config;
  const dialog = new URL(meta.dialogUrl);
  const graph = new URL(meta.graphBaseUrl);
  await server.register(oauth2, {
    name: 'facebookOAuth2',
    scope: [...REQUESTED_SCOPES],
    credentials: {
      client: { id: meta.appId, secret: meta.appSecret },
      auth: {
        authorizeHost: dialog.origin,
        authorizePath: dialog.pathname,
        tokenHost: graph.origin,
        tokenPath: `${graph.pathname.replace(/\/$/, '')}/${meta.graphVersion}/oauth/access_token`,
      },
      // Meta documents client_id/client_secret as parameters and comma-separated scopes.
      options: { authorizationMethod: 'body', scopeSeparator: ',' } as { authorizationMethod: 'body' },
    },
    callbackUri: meta.redirectUri,
    cookie: { secure: secureCookies, path: '/', maxAge: STATE_COOKIE_SECONDS },
    hostPrefixedCookies: secureCookies,
    userAgent: 'AdFleet',
  });

  server.get('/api/auth/facebook', async (request, reply) => {
    const moved = moveToCallbackOrigin(request, reply, meta.redirectUri, 'facebook');
    if (moved) return moved;
    const session = await sessionOf(deps, request);
    const target = session ? connectTargetOf(request, session) : null;
    if (target && 'refused' in target) return failureRedirect(reply, returnPathFrom((request.query as Record<string, unknown>)[RETURN_PARAM]), target.refused);
    const workspaceId = target?.workspaceId ?? null;
    rememberConnectReturn(request, reply, { secure: secureCookies, maxAgeSeconds: STATE_COOKIE_SECONDS });
    rememberConnectWorkspace(reply, workspaceId, { secure: secureCookies, maxAgeSeconds: STATE_COOKIE_SECONDS });
    return reply.redirect(await server.facebookOAuth2.generateAuthorizationUri(request, reply));
  });

  server.get('/api/auth/facebook/callback', (request, reply) => handleCallback(server, deps, request, reply));
}

async function handleCallback(server: FastifyInstance, deps: ServerDeps, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Record<string, string | undefined>;
  const secure = deps.config.secureCookies;
  const origin = takeConnectReturn(request, reply, secure);
  const chosenWorkspaceId = takeConnectWorkspace(request, reply, secure);
  if (query.error) {
    // Meta's own refusal (the user pressed Cancel, or declined): its codes passed on, its words not.
    return failureRedirect(reply, origin, { error: query.error, reason: query.error_reason ?? query.error });
  }
  let shortLivedToken: string;
  try {
    shortLivedToken = (await server.facebookOAuth2.getAccessTokenFromAuthorizationCodeFlow(request, reply)).token.access_token;
  } catch (error) {
    if (error instanceof Error && error.message === 'Invalid state') {
      return failureRedirect(reply, origin, { error: 'invalid_state', reason: 'state_mismatch' });
    }
    request.log.warn({ err: error }, 'facebook code exchange failed');
    return failureRedirect(reply, origin, { error: 'invalid_grant', reason: 'code_exchange_failed' });
  }

  const session = await sessionOf(deps, request);
  // As decided when the flow began, whatever was chosen since; begun signed out, the personal workspace even when the
  // person has signed in since (another tab). The connecting service checks it again for whoever the person turns out to be.
  const destination: ConnectDestination = chosenWorkspaceId ? { workspaceId: chosenWorkspaceId } : { personal: true };
  try {
    const result = await connectWithFacebookToken(syncDepsOf(deps), deps.config.meta, {
      accessToken: shortLivedToken,
      signedIn: session ? { userId: session.user.id } : null,
      destination,
      via: 'oauth',
      request: requestInfoOf(request),
    });
    // Signed in already: the landing page says who connected, how many ad accounts, and how their first sync goes.
    if (!result.session) return reply.redirect(`/dashboard/success?${new URLSearchParams({ connection: result.connectionId })}`);
    sessionCookieJar(reply, secure).setSession(result.session.token, result.session.expiresAt);
    // The web app keeps its session as a bearer token: the recovery screen trades the new cookie for one, then goes on to /dashboard.
    return reply.redirect('/auth/recovery');
  } catch (error) {
    if (error instanceof FacebookConnectError) {
      return failureRedirect(reply, origin, { error: error.oauthError, reason: error.oauthReason, missingScopes: error.missingScopes });
    }
    request.log.error({ err: error }, 'facebook connect failed');
    return failureRedirect(reply, origin, { error: 'server_error', reason: 'connect_failed' });
  }
}
