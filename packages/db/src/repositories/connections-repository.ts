import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { ConnectionRow, ConnectionStatus, StoredMessage } from '../schema.ts';
import type { WorkspaceScope } from '../scope.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

export interface ConnectionUpsert {
  workspaceId: string;
  /** The member connecting, whose token the connection now holds. */
  connectedBy: string;
  platformId: number;
  externalUserId: string;
  externalUserName: string | null;
  accessTokenCiphertext: string;
  tokenExpiresAt: Date | null;
  scopes: string[];
}

/**
 * Connecting the same platform identity again in the same workspace refreshes its token and makes it active again; the
 * member who connected it last holds the token from then on.
 */
export async function upsertConnection(trx: Trx, input: ConnectionUpsert): Promise<ConnectionRow> {
  const values = {
    workspace_id: input.workspaceId,
    connected_by: input.connectedBy,
    platform_id: input.platformId,
    external_user_id: input.externalUserId,
    external_user_name: input.externalUserName,
    access_token_ciphertext: input.accessTokenCiphertext,
    token_expires_at: input.tokenExpiresAt,
    scopes: input.scopes,
  };
  return trx
    .insertInto('platform_connections')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'platform_id', 'external_user_id']).doUpdateSet({
        connected_by: values.connected_by,
        external_user_name: values.external_user_name,
        access_token_ciphertext: values.access_token_ciphertext,
        token_expires_at: values.token_expires_at,
        scopes: values.scopes,
        status: 'active',
        status_reason: null,
        updated_at: sql`now()`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findConnectionById(db: Db | Trx, id: string): Promise<ConnectionRow | undefined> {
  return db.selectFrom('platform_connections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The connection an ad account was synced through, found from the account in one query. */
export async function findConnectionOfAdAccount(db: Db | Trx, adAccountId: string): Promise<ConnectionRow | undefined> {
  return db
    .selectFrom('platform_connections')
    .selectAll()
    .where('id', '=', (eb) => eb.selectFrom('ad_accounts').select('connection_id').where('id', '=', adAccountId))
    .executeTakeFirst();
}

/** A workspace's connections to one platform, the usable (active) and most recently updated first. */
export async function listUserConnections(db: Db | Trx, scope: WorkspaceScope, platformId?: number): Promise<ConnectionRow[]> {
  let query = db.selectFrom('platform_connections').selectAll().where('workspace_id', '=', scope.workspaceId);
  // A client hears only of the connections their accounts are read through (so a broken one explains stale figures).
  if (scope.clientAccess) {
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('ad_accounts as held').select('held.id').whereRef('held.connection_id', '=', 'platform_connections.id').where(visibleAccountCondition('held.id', scope))),
    );
  }
  if (platformId !== undefined) query = query.where('platform_id', '=', platformId);
  return query.orderBy(sql`status = 'active'`, 'desc').orderBy('updated_at', 'desc').execute();
}

export async function listActiveConnectionIds(db: Db, platformId: number): Promise<string[]> {
  const rows = await db.selectFrom('platform_connections').select('id').where('platform_id', '=', platformId).where('status', '=', 'active').execute();
  return rows.map((row) => row.id);
}

export interface ConnectionSyncTime {
  connectionId: string;
  /** The platform's name (`facebook`, `tiktok`). */
  platform: string;
  lastSyncedAt: Date | null;
  connectedAt: Date;
}

/** When each active connection last finished a sync, across every workspace: what the worker's sync-lag gauge reads. */
export async function listActiveConnectionSyncTimes(db: Db): Promise<ConnectionSyncTime[]> {
  return db
    .selectFrom('platform_connections')
    .innerJoin('platforms', 'platforms.id', 'platform_connections.platform_id')
    .select(['platform_connections.id as connectionId', 'platforms.name as platform', 'platform_connections.last_synced_at as lastSyncedAt', 'platform_connections.created_at as connectedAt'])
    .where('platform_connections.status', '=', 'active')
    .execute();
}

export async function findConnectionsByExternalUser(db: Db | Trx, platformId: number, externalUserId: string): Promise<ConnectionRow[]> {
  return db.selectFrom('platform_connections').selectAll().where('platform_id', '=', platformId).where('external_user_id', '=', externalUserId).execute();
}

/** Changes a connection's status; its ad accounts' token flag follows, so the UI can say 'Token inválido'. */
export async function setConnectionStatus(trx: Trx, id: string, status: ConnectionStatus, reason: StoredMessage | null): Promise<void> {
  await trx
    .updateTable('platform_connections')
    .set({ status, status_reason: reason && JSON.stringify(reason), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await trx
    .updateTable('ad_accounts')
    .set({ has_valid_token: status === 'active', updated_at: sql`now()` })
    .where('connection_id', '=', id)
    .execute();
}

export async function markConnectionSynced(db: Db | Trx, id: string, at: Date): Promise<void> {
  await db.updateTable('platform_connections').set({ last_synced_at: at }).where('id', '=', id).execute();
}

/** Removes a connection and, by cascade, its ad accounts, campaigns, insights and sync runs. */
export async function deleteConnection(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('platform_connections').where('id', '=', id).execute();
}

/** A working connection of the workspace and the member who made it (null once their account is gone). */
export interface ConnectionMaker {
  id: string;
  externalUserName: string | null;
  member: string | null;
  /** When the platform stops accepting the connection's token; null when it does not expire. */
  tokenExpiresAt: Date | null;
}

/** The platform's active connections and who in the team made each, oldest first (the Accounts page names them). */
export async function listConnectionMakers(db: Db | Trx, scope: WorkspaceScope, platformId: number): Promise<ConnectionMaker[]> {
  return db
    .selectFrom('platform_connections as c')
    .leftJoin('users as u', 'u.id', 'c.connected_by')
    .select(['c.id', 'c.external_user_name as externalUserName', 'u.username as member', 'c.token_expires_at as tokenExpiresAt'])
    .where('c.workspace_id', '=', scope.workspaceId)
    .where('c.platform_id', '=', platformId)
    .where('c.status', '=', 'active')
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}
