import type { Db } from '../client.ts';

export interface ExpiringConnection {
  id: string;
  userId: string;
  externalUserName: string | null;
  tokenExpiresAt: Date;
}

/** Active connections whose token ends in (now, before]: the ones their owner should renew. */
export async function listConnectionsExpiringBefore(db: Db, now: Date, before: Date): Promise<ExpiringConnection[]> {
  const rows = await db
    .selectFrom('platform_connections')
    .select(['id', 'user_id', 'external_user_name', 'token_expires_at'])
    .where('status', '=', 'active')
    .where('token_expires_at', '>', now)
    .where('token_expires_at', '<=', before)
    .orderBy('token_expires_at')
    .execute();
  return rows.map((row) => ({ id: row.id, userId: row.user_id, externalUserName: row.external_user_name, tokenExpiresAt: row.token_expires_at as Date }));
}
