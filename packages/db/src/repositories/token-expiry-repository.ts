import type { Db } from '../client.ts';

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
