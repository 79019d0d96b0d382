import type { CallerScope } from '@adfleet/db';
import type { ConnectDestination } from '../workspaces/connect-workspace.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { FacebookApp } from './facebook-app.ts';
import { FacebookConnectError } from './facebook-connect-error.ts';
import { connectFacebook, type FacebookConnectResult } from './facebook-connect-service.ts';
import { exchangeForLongLivedToken, type VerifiedToken, verifyUserToken } from './facebook-token-service.ts';
import { userMessage } from '../messages/index.ts';

/**
 * A user token from the login dialog (code flow) or the JavaScript SDK: swapped for a long-lived one, checked with
 * debug_token against our app, then stored as the connection of the signed-in user or of the profile's owner. A
 * system user's token is stored as it is: the login's exchange does not renew it, and its expiry is its own.
 */
export async function connectWithFacebookToken(
  deps: SyncDeps,
  app: FacebookApp,
  input: { accessToken: string; expectedUserId?: string | undefined; signedIn: Pick<CallerScope, 'userId'> | null; destination: ConnectDestination; via: 'oauth' | 'sdk'; request: RequestMeta },
): Promise<FacebookConnectResult> {
  // Checked before the exchange too: a token of another app must not even be exchanged through ours.
  const given = await verifyUserToken(deps.graph, app, input.accessToken);
  const token = given.systemUser ? given : await longLivedToken(deps, app, input.accessToken);
  if (input.expectedUserId && input.expectedUserId !== token.facebookUserId) {
    throw new FacebookConnectError('VALIDATION_FAILED', 'invalid_token', 'user_mismatch', userMessage('facebookUserMismatch'));
  }
  return connectFacebook(deps, { token, signedIn: input.signedIn, destination: input.destination, via: input.via, request: input.request });
}

/** The login's long-lived token, verified in turn; its expiry as debug_token states it, else as the exchange did. */
async function longLivedToken(deps: SyncDeps, app: FacebookApp, accessToken: string): Promise<VerifiedToken> {
  const longLived = await exchangeForLongLivedToken(deps.graph, app, accessToken, deps.now());
  const verified = await verifyUserToken(deps.graph, app, longLived.accessToken);
  return { ...verified, expiresAt: verified.expiresAt ?? longLived.expiresAt };
}
