import { type CallerScope, clearCurrentWorkspace, deleteMember, listTeamMembers, listUserConnections, listWorkspacesOf, setCurrentWorkspace } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { type DisconnectDeps, disconnectConnection } from '../settings/platform-disconnect-service.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';
import { cancelUnstartedWorkOf } from './member-work-cancellation.ts';
import { type LeaveResult, type RemoveMemberInput, removeMemberInputSchema, type RemoveMemberResult } from './team-schemas.ts';

export type RemovalDeps = DisconnectDeps & Pick<SyncDeps, 'now'>;

/**
 * An admin removes a member (never the owner, never themselves: they leave). With `disconnect`, the connections the
 * member made in this workspace are revoked at the platform and deleted first, so a failure at Meta leaves them a
 * member and the admin may try again; with `keep` they go on working. Then the membership ends (every process drops
 * the member's cached session: their next call here is refused) and their work that has not begun is cancelled.
 */
export async function removeMember(deps: RemovalDeps, scope: CallerScope, rawInput: RemoveMemberInput, request: RequestMeta): Promise<RemoveMemberResult> {
  const input = removeMemberInputSchema.parse(rawInput);
  const [member] = await listTeamMembers(deps.db, scope.workspaceId, input.userId);
  if (!member) throw new AppError('NOT_FOUND', userMessage('teamMemberNotFound'));
  if (member.userId === scope.userId) throw new AppError('VALIDATION_FAILED', userMessage('teamRemoveSelf'));
  if (member.role === 'owner') throw new AppError('FORBIDDEN', userMessage('teamOwnerNotRemovable'));

  let connectionsDisconnected = 0;
  if (input.connections === 'disconnect') {
    const theirs = (await listUserConnections(deps.db, scope)).filter((connection) => connection.connected_by === member.userId);
    for (const connection of theirs) {
      await disconnectConnection(deps, connection, scope.userId);
      connectionsDisconnected += 1;
    }
  }
  const removed = await deps.db.transaction().execute((trx) => deleteMember(trx, scope.workspaceId, member.userId));
  if (!removed) throw new AppError('NOT_FOUND', userMessage('teamMemberNotFound'));
  const workCancelled = await cancelUnstartedWorkOf(deps, scope.workspaceId, member.userId);
  await deps.db.transaction().execute((trx) =>
    recordAudit(trx, {
      event: { action: 'member.removed', metadata: { username: member.username, role: member.role, connections: input.connections, connectionsDisconnected, workCancelled } },
      userId: member.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      target: { type: 'user', id: member.userId },
      request,
    }),
  );
  return { connectionsDisconnected, workCancelled };
}

/**
 * A member leaves (the owner only once they have handed ownership on). Their connections keep working; their work that
 * has not begun is cancelled. They go on in their first remaining workspace, or in none.
 */
export async function leaveWorkspace(deps: Pick<RemovalDeps, 'db' | 'jobs' | 'now'>, scope: CallerScope, request: RequestMeta): Promise<LeaveResult> {
  if (scope.role === 'owner') throw new AppError('FORBIDDEN', userMessage('teamOwnerMustTransfer'));
  const next = await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteMember(trx, scope.workspaceId, scope.userId))) throw new AppError('FORBIDDEN', userMessage('workspaceNotMember'));
    await recordAudit(trx, {
      event: { action: 'member.left', metadata: { role: scope.role } },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      target: { type: 'user', id: scope.userId },
      request,
    });
    const [first] = await listWorkspacesOf(trx, scope.userId);
    if (first) await setCurrentWorkspace(trx, scope.userId, first.id);
    else await clearCurrentWorkspace(trx, scope.userId);
    return first?.id ?? null;
  });
  await cancelUnstartedWorkOf(deps, scope.workspaceId, scope.userId);
  return { workspaceId: next };
}
