import { type Db, hasUnfinishedSyncRuns, listAdAccounts, listConnectionMakers, listUserConnections, type WorkspaceScope, workspaceScopeOf } from '@adfleet/db';
import { latestSyncOf } from '../ad-accounts/ad-account-service.ts';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { userMessage } from '../messages/index.ts';
import { tokenExpired, tokenExpiryWarning } from './token-expiry.ts';
import { STALE_RUN_MS } from '../sync/manual-sync-service.ts';
import type { ConnectionStatus, OauthStatus, PlatformConnectionState } from './connection-schemas.ts';

/** One platform's card state from its ad accounts and connections; `syncing` comes from that platform's sync runs. */
async function platformState(db: Db, scope: WorkspaceScope, platformId: number, now: Date): Promise<PlatformConnectionState> {
  const [accounts, connections, syncing, connectedBy] = await Promise.all([
    listAdAccounts(db, { ...workspaceScopeOf(scope), platformId }),
    listUserConnections(db, scope, platformId),
    hasUnfinishedSyncRuns(db, scope, new Date(now.getTime() - STALE_RUN_MS), platformId),
    scope.clientAccess ? [] : listConnectionMakers(db, scope, platformId),
  ]);
  // A token past its expiry is refused from then on: it needs reconnecting before the hourly check marks it so.
  const invalid = connections.filter((connection) => connection.status !== 'active' || tokenExpired(connection.token_expires_at, now));
  return {
    connected: accounts.length > 0,
    // A client hears of the workspace's syncs only through the accounts shared with them: with none on this platform,
    // nothing of theirs is syncing (and their dashboard keeps its first step instead of the agency's empty figures).
    syncing: syncing && (!scope.clientAccess || accounts.length > 0),
    error: invalid.length > 0 || accounts.some((account) => !account.has_valid_token),
    reconnect: invalid.map((connection) => ({ id: connection.id, name: connection.external_user_name })),
    accountCount: accounts.length,
    lastSyncedAt: latestSyncOf(accounts),
    connectedBy: connectedBy
      .filter((connection) => !tokenExpired(connection.tokenExpiresAt, now))
      .map((connection) => ({ ...connection, expiryWarning: tokenExpiryWarning(connection.tokenExpiresAt, now) })),
  };
}

export async function connectionStatus(db: Db, scope: WorkspaceScope, now: Date): Promise<ConnectionStatus> {
  const [facebook, tiktok] = await Promise.all([platformState(db, scope, FACEBOOK_PLATFORM_ID, now), platformState(db, scope, TIKTOK_PLATFORM_ID, now)]);
  return { facebook, tiktok };
}

/**
 * Whether the caller is signed in (with a workspace to work in), and how that workspace's Facebook connection stands:
 * valid, needing reconnection, or none.
 */
export async function oauthStatus(db: Db, scope: WorkspaceScope | null): Promise<OauthStatus> {
  if (!scope) return { success: false, error: false, message: userMessage('oauthNotSignedIn'), isAuthenticated: false };
  const connections = await listUserConnections(db, scope, FACEBOOK_PLATFORM_ID);
  if (connections.some((connection) => connection.status === 'active')) {
    return { success: true, error: false, message: userMessage('oauthConnected'), isAuthenticated: true };
  }
  if (connections.length > 0) {
    return { success: false, error: true, message: userMessage('oauthTokenInvalid'), isAuthenticated: true };
  }
  return { success: false, error: false, message: userMessage('oauthNotConnected'), isAuthenticated: true };
}
