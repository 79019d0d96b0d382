import { type GraphClient, graphAccessTokenSchema, graphDebugTokenSchema, graphReads, isGraphError } from '../graph/index.ts';
import { appAccessToken, type FacebookApp, REQUIRED_SCOPES } from './facebook-app.ts';
import { FacebookConnectError } from './facebook-connect-error.ts';
import { userMessage, type UserMessage } from '../messages/index.ts';

export interface VerifiedToken {
  accessToken: string;
  facebookUserId: string;
  scopes: string[];
  /** Null when Meta says the token does not expire. */
  expiresAt: Date | null;
  /**
   * A Business Manager system user's token (debug_token's type `SYSTEM_USER`), not a login's: it has its own expiry
   * (60 days by default) and is not renewed by the login's long-lived exchange.
   */
  systemUser: boolean;
}

/** Swaps a short-lived user token for a long-lived one (about 60 days from `now`, the app's clock). */
export async function exchangeForLongLivedToken(graph: GraphClient, app: FacebookApp, shortLivedToken: string, now: Date): Promise<{ accessToken: string; expiresAt: Date | null }> {
  try {
    const body = graphAccessTokenSchema.parse(
      await graph.get(
        'oauth/access_token',
        { grant_type: 'fb_exchange_token', client_id: app.appId, client_secret: app.appSecret, fb_exchange_token: shortLivedToken },
        { accessToken: appAccessToken(app) },
      ),
    );
    return { accessToken: body.access_token, expiresAt: body.expires_in ? new Date(now.getTime() + body.expires_in * 1000) : null };
  } catch (error) {
    throw asConnectError(error, userMessage('facebookSignInFailed'));
  }
}

/**
 * Proves a user token is alive, was issued to OUR app (a token minted for another app must never be accepted), and
 * carries every scope AdFleet needs, naming any that is missing or was declined.
 */
export async function verifyUserToken(graph: GraphClient, app: FacebookApp, accessToken: string): Promise<VerifiedToken> {
  let data;
  try {
    data = graphDebugTokenSchema.parse(await graph.get('debug_token', { input_token: accessToken }, { accessToken: appAccessToken(app) })).data;
  } catch (error) {
    throw asConnectError(error, userMessage('facebookTokenCheckFailed'));
  }
  if (!data.is_valid || !data.user_id) {
    throw new FacebookConnectError('VALIDATION_FAILED', 'invalid_token', 'token_invalid', userMessage('facebookTokenInvalid'));
  }
  if (data.app_id !== app.appId) {
    throw new FacebookConnectError('VALIDATION_FAILED', 'invalid_token', 'wrong_app', userMessage('facebookWrongApp'));
  }
  const scopes = data.scopes ?? [];
  const declined = await declinedScopes(graph, accessToken);
  const missing = REQUIRED_SCOPES.filter((scope) => !scopes.includes(scope) || declined.includes(scope));
  if (missing.length > 0) {
    throw new FacebookConnectError(
      'FORBIDDEN',
      'missing_permissions',
      'missing_scope',
      userMessage('facebookMissingPermissions', { permissions: missing.join(', ') }),
      { missingScopes: missing },
    );
  }
  return { accessToken, facebookUserId: data.user_id, scopes, expiresAt: data.expires_at ? new Date(data.expires_at * 1000) : null, systemUser: data.type === 'SYSTEM_USER' };
}

async function declinedScopes(graph: GraphClient, accessToken: string): Promise<string[]> {
  try {
    const permissions = await graphReads(graph).permissions(accessToken);
    return permissions.filter((entry) => entry.status !== 'granted').map((entry) => entry.permission);
  } catch (error) {
    throw asConnectError(error, userMessage('facebookPermissionsReadFailed'));
  }
}

/** A Graph failure during sign-in, told the way the sign-in screen can show it. */
export function asConnectError(error: unknown, fallback: UserMessage): FacebookConnectError {
  if (error instanceof FacebookConnectError) return error;
  if (isGraphError(error)) {
    if (error.kind === 'auth') return new FacebookConnectError('VALIDATION_FAILED', 'invalid_token', 'token_invalid', userMessage('facebookTokenInvalid'), { cause: error });
    if (error.kind === 'permission') return new FacebookConnectError('FORBIDDEN', 'missing_permissions', 'permission_denied', userMessage('facebookPermissionDenied', { detail: error.message }), { cause: error });
    if (error.kind === 'throttled') return new FacebookConnectError('RATE_LIMITED', 'temporarily_unavailable', 'rate_limited', userMessage('facebookThrottled'), { cause: error });
    if (error.kind === 'invalid') return new FacebookConnectError('VALIDATION_FAILED', 'invalid_request', 'graph_error', userMessage('facebookRejected', { detail: error.message }), { cause: error });
  }
  return new FacebookConnectError('SERVICE_UNAVAILABLE', 'temporarily_unavailable', 'graph_unavailable', fallback, { cause: error });
}
