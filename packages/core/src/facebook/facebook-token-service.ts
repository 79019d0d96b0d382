import { type GraphClient, graphAccessTokenSchema, graphDebugTokenSchema, graphReads, isGraphError } from '../graph/index.ts';
import { appAccessToken, type FacebookApp, REQUIRED_SCOPES } from './facebook-app.ts';
import { FacebookConnectError } from './facebook-connect-error.ts';

export interface VerifiedToken {
  accessToken: string;
  facebookUserId: string;
  scopes: string[];
  /** Null when Meta says the token does not expire. */
  expiresAt: Date | null;
}

/** Swaps a short-lived user token for a long-lived one (about 60 days). */
export async function exchangeForLongLivedToken(graph: GraphClient, app: FacebookApp, shortLivedToken: string): Promise<{ accessToken: string; expiresAt: Date | null }> {
  try {
    const body = graphAccessTokenSchema.parse(
      await graph.get(
        'oauth/access_token',
        { grant_type: 'fb_exchange_token', client_id: app.appId, client_secret: app.appSecret, fb_exchange_token: shortLivedToken },
        { accessToken: appAccessToken(app) },
      ),
    );
    return { accessToken: body.access_token, expiresAt: body.expires_in ? new Date(Date.now() + body.expires_in * 1000) : null };
  } catch (error) {
    throw asConnectError(error, 'Facebook did not accept the sign-in. Please try again.');
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
    throw asConnectError(error, 'Could not check the Facebook token. Please try again.');
  }
  if (!data.is_valid || !data.user_id) {
    throw new FacebookConnectError('VALIDATION_FAILED', 'invalid_token', 'token_invalid', 'The Facebook session is invalid or has expired. Please connect again.');
  }
  if (data.app_id !== app.appId) {
    throw new FacebookConnectError('VALIDATION_FAILED', 'invalid_token', 'wrong_app', 'This Facebook token was issued to another app.');
  }
  const scopes = data.scopes ?? [];
  const declined = await declinedScopes(graph, accessToken);
  const missing = REQUIRED_SCOPES.filter((scope) => !scopes.includes(scope) || declined.includes(scope));
  if (missing.length > 0) {
    throw new FacebookConnectError(
      'FORBIDDEN',
      'missing_permissions',
      'missing_scope',
      `Facebook did not grant the ${missing.join(', ')} permission${missing.length > 1 ? 's' : ''}. AdFleet needs ${missing.length > 1 ? 'them' : 'it'} to manage your ad accounts: connect again and allow ${missing.join(', ')}.`,
      { missingScopes: missing },
    );
  }
  return { accessToken, facebookUserId: data.user_id, scopes, expiresAt: data.expires_at ? new Date(data.expires_at * 1000) : null };
}

async function declinedScopes(graph: GraphClient, accessToken: string): Promise<string[]> {
  try {
    const permissions = await graphReads(graph).permissions(accessToken);
    return permissions.filter((entry) => entry.status !== 'granted').map((entry) => entry.permission);
  } catch (error) {
    throw asConnectError(error, 'Could not read the permissions granted on Facebook. Please try again.');
  }
}

/** A Graph failure during sign-in, told the way the sign-in screen can show it. */
export function asConnectError(error: unknown, fallback: string): FacebookConnectError {
  if (error instanceof FacebookConnectError) return error;
  if (isGraphError(error)) {
    if (error.kind === 'auth') return new FacebookConnectError('VALIDATION_FAILED', 'invalid_token', 'token_invalid', 'The Facebook session is invalid or has expired. Please connect again.', { cause: error });
    if (error.kind === 'permission') return new FacebookConnectError('FORBIDDEN', 'missing_permissions', 'permission_denied', error.message, { cause: error });
    if (error.kind === 'throttled') return new FacebookConnectError('RATE_LIMITED', 'temporarily_unavailable', 'rate_limited', 'Facebook is limiting requests right now. Please try again in a few minutes.', { cause: error });
    if (error.kind === 'invalid') return new FacebookConnectError('VALIDATION_FAILED', 'invalid_request', 'graph_error', error.message, { cause: error });
  }
  return new FacebookConnectError('SERVICE_UNAVAILABLE', 'temporarily_unavailable', 'graph_unavailable', fallback, { cause: error });
}
