import { type AuditQuery, type CallerScope, type Db, listAuditRows } from '@adfleet/db';
import { withOthersAddressBlanked } from './others-address.ts';
import type { ActivityRow } from './routine-grouping.ts';

/**
 * The audit rows a member may read in Activity: the workspace's, and their own rows that belong to no workspace
 * (sign-ins, password, profile), each with a teammate's network address blanked.
 */
export async function auditRowsFor(db: Db, scope: CallerScope, query: Omit<AuditQuery, 'workspaceId' | 'userId'>): Promise<Array<ActivityRow & { position: string }>> {
  const rows = await listAuditRows(db, { ...query, workspaceId: scope.workspaceId, userId: scope.userId, ...(scope.clientAccess ? { clientAccess: scope.clientAccess } : {}) });
  return rows.map((row) => withOthersAddressBlanked(row, scope.userId));
}
