import type { Db, Trx } from '../client.ts';
import type { ConnectionRow } from '../schema.ts';

export interface ExpiringConnection {
  id: string;
  workspaceId: string;
  /** The member who connected it, who hears first. */
  connectedBy: string | null;
  externalUserName: string | null;
  tokenExpiresAt: Date;
}

/** Active connections whose token ends in (now, before]: the ones their workspace should renew. */
export async function listConnectionsExpiringBefore(db: Db, now: Date, before: Date): Promise<ExpiringConnection[]> {
  const rows = await db
    .selectFrom('platform_connections')
    .select(['id', 'workspace_id', 'connected_by', 'external_user_name', 'token_expires_at'])
    .where('status', '=', 'active')
    .where('token_expires_at', '>', now)
    .where('token_expires_at', '<=', before)
    .orderBy('token_expires_at')
    .execute();
  return rows.map((row) => ({ id: row.id, workspaceId: row.workspace_id, connectedBy: row.connected_by, externalUserName: row.external_user_name, tokenExpiresAt: row.token_expires_at as Date }));
}

/** Connections still counted as working whose token has ended by `now`: the platform will refuse them. */
export async function listExpiredConnectionIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db.selectFrom('platform_connections').select('id').where('status', '=', 'active').where('token_expires_at', '<=', now).orderBy('token_expires_at').execute();
  return rows.map((row) => row.id);
}

/**
 * The connection, locked until the transaction ends, while it is still working with a token ended by `now`: a
 * reconnect that renewed it meanwhile (or waits on the lock) keeps it working.
 */
export async function lockExpiredConnection(trx: Trx, id: string, now: Date): Promise<(ConnectionRow & { token_expires_at: Date }) | undefined> {
  const row = await trx.selectFrom('platform_connections').selectAll().where('id', '=', id).where('status', '=', 'active').where('token_expires_at', '<=', now).forUpdate().executeTakeFirst();
  return row?.token_expires_at ? { ...row, token_expires_at: row.token_expires_at } : undefined;
}
