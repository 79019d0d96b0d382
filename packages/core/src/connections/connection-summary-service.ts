import { type Db, findConnectionById, listConnectionAdAccounts, type WorkspaceScope } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import type { ConnectionSummary } from './connection-summary-schemas.ts';
import { userMessage } from '../messages/index.ts';

/** One of the workspace's platform connections; another workspace's, or none, is not found (never "forbidden", which would confirm it exists). */
export async function connectionSummary(db: Db, scope: WorkspaceScope, connectionId: string): Promise<ConnectionSummary> {
  const connection = await findConnectionById(db, connectionId);
  // A client never sees a connection's details (whose Facebook it is, how many accounts it reaches): theirs to connect is nothing.
  if (!connection || connection.workspace_id !== scope.workspaceId || scope.clientAccess) throw new AppError('NOT_FOUND', userMessage('connectionNotFound'));
  const accounts = await listConnectionAdAccounts(db, connection.id);
  return {
    id: connection.id,
    externalUserName: connection.external_user_name,
    adAccountCount: accounts.length,
    active: connection.status === 'active',
    connectedAt: connection.updated_at,
  };
}
