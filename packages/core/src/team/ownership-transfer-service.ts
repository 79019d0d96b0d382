import { type CallerScope, type Db, findUserById, lockWorkspaceMembers, setMemberAssignments, setMemberRole } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { type TransferOwnershipInput, transferOwnershipInputSchema } from './team-schemas.ts';

/**
 * The owner hands the workspace to another member and becomes an admin, in one transaction under the member locks:
 * there is exactly one owner before and after, whatever else happens at the same moment (ADR 0057).
 */
export async function transferOwnership(db: Db, scope: CallerScope, rawInput: TransferOwnershipInput, request: RequestMeta): Promise<Record<string, never>> {
  const { userId } = transferOwnershipInputSchema.parse(rawInput);
  if (userId === scope.userId) throw new AppError('VALIDATION_FAILED', userMessage('teamTransferToSelf'));
  await db.transaction().execute(async (trx) => {
    const members = await lockWorkspaceMembers(trx, scope.workspaceId);
    const next = members.find((member) => member.user_id === userId);
    if (!next) throw new AppError('NOT_FOUND', userMessage('teamMemberNotFound'));
    // Checked again under the lock: an owner who handed the workspace on a moment ago owns it no longer.
    const callerRole = members.find((member) => member.user_id === scope.userId)?.role;
    if (!callerRole) throw new AppError('FORBIDDEN', userMessage('workspaceNotMember'));
    if (callerRole !== 'owner') throw new AppError('FORBIDDEN', userMessage('workspaceRoleRefused', { role: callerRole }));
    await setMemberRole(trx, scope.workspaceId, scope.userId, 'admin');
    await setMemberRole(trx, scope.workspaceId, userId, 'owner');
    if (next.role === 'client') await setMemberAssignments(trx, { workspaceId: scope.workspaceId, userId }, { adAccountIds: [], businessIds: [] });
    const username = (await findUserById(trx, userId))?.username ?? '';
    await recordAudit(trx, {
      event: { action: 'workspace.ownership_transferred', metadata: { toUsername: username } },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      target: { type: 'user', id: userId },
      request,
    });
  });
  return {};
}
