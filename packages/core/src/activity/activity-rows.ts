import { type AuditQuery, type CallerScope, type Db, listAuditRows } from '@adfleet/db';
import type { ActivityRow } from './routine-grouping.ts';

/**
 * The audit rows a member may read in Activity: the workspace's, and their own rows that belong to no workspace
 * (sign-ins, password, profile). A teammate's network address is theirs alone: only rows the caller acted in and their
 * personal rows (a refused sign-in to their account included) keep it.
 */
export async function auditRowsFor(db: Db, scope: CallerScope, query: Omit<AuditQuery, 'workspaceId' | 'userId'>): Promise<Array<ActivityRow & { position: string }>> {
  const rows = await listAuditRows(db, { ...query, workspaceId: scope.workspaceId, userId: scope.userId, ...(scope.clientAccess ? { clientAccess: scope.clientAccess } : {}) });
  return rows.map((row) => (row.actor_user_id === scope.userId || row.workspace_id === null || row.ip === null ? row : { ...row, ip: null }));
}
