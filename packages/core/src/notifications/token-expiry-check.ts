import { type Db, listConnectionsExpiringBefore } from '@adfleet/db';
import { notifyWorkspace } from './notify.ts';

/** How far ahead an owner hears that a connection's token ends: Meta's long-lived tokens last about 60 days. */
const TOKEN_EXPIRY_NOTICE_DAYS = 7;

/**
 * The scheduled check: every active connection whose token ends within the notice window tells the member who
 * connected it (or, once they are gone, the workspace's owner and admins), once a
 * day (the notice's key carries the day), so a check that runs hourly or twice does not repeat itself.
 */
export async function notifyExpiringTokens(db: Db, now: Date): Promise<{ notified: number }> {
  const before = new Date(now.getTime() + TOKEN_EXPIRY_NOTICE_DAYS * 24 * 60 * 60 * 1000);
  let notified = 0;
  for (const connection of await listConnectionsExpiringBefore(db, now, before)) {
    const added = await notifyWorkspace(
      db,
      { workspaceId: connection.workspaceId, startedBy: connection.connectedBy },
      'token_expiring',
      { connectionId: connection.id, name: connection.externalUserName ?? '', expiresAt: connection.tokenExpiresAt.toISOString() },
      now,
    );
    if (added) notified += 1;
  }
  return { notified };
}
