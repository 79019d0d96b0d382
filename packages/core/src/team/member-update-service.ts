import { type CallerScope, type Db, listTeamMembers, lockWorkspaceMembers, setMemberAssignments, setMemberRole } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { checkAssignments } from './team-assignments.ts';
import { toTeamMember } from './team-members-service.ts';
import { type TeamMember, type UpdateMemberInput, updateMemberInputSchema } from './team-schemas.ts';

/**
 * An admin's change of a member's role and/or a client's assignments, under the workspace's member locks. The owner's
 * role changes only by transfer; nobody changes their own role; a client made anything else loses their assignments.
 */
export async function updateMember(db: Db, scope: CallerScope, rawInput: UpdateMemberInput, request: RequestMeta): Promise<TeamMember> {
  const input = updateMemberInputSchema.parse(rawInput);
  return db.transaction().execute(async (trx) => {
    await lockWorkspaceMembers(trx, scope.workspaceId);
    const [member] = await listTeamMembers(trx, scope.workspaceId, input.userId);
    if (!member) throw new AppError('NOT_FOUND', userMessage('teamMemberNotFound'));
    const role = input.role ?? member.role;
    if (member.role === 'owner') throw new AppError('FORBIDDEN', userMessage('teamOwnerRoleFixed'));
    if (member.userId === scope.userId && role !== member.role) throw new AppError('FORBIDDEN', userMessage('teamOwnRoleFixed'));
    const assignmentsGiven = input.adAccountIds !== undefined || input.businessIds !== undefined;
    const becomesClient = role === 'client' && member.role !== 'client';
    const access = {
      adAccountIds: input.adAccountIds ?? (role === 'client' ? member.adAccountIds : []),
      businessIds: input.businessIds ?? (role === 'client' ? member.businessIds : []),
    };
    if (assignmentsGiven || becomesClient) await checkAssignments(trx, scope.workspaceId, role, access);
    if (role !== member.role) {
      await setMemberRole(trx, scope.workspaceId, member.userId, role);
      await recordAudit(trx, {
        event: { action: 'member.role_changed', metadata: { username: member.username, from: member.role, to: role } },
        userId: member.userId,
        workspaceId: scope.workspaceId,
        actor: { type: 'user', userId: scope.userId },
        target: { type: 'user', id: member.userId },
        request,
      });
    }
    // A client's assignments are replaced when given; a client made anything else keeps none (they see everything now).
    if (assignmentsGiven || role !== member.role) await setMemberAssignments(trx, { workspaceId: scope.workspaceId, userId: member.userId }, role === 'client' ? access : { adAccountIds: [], businessIds: [] });
    const [updated] = await listTeamMembers(trx, scope.workspaceId, member.userId);
    if (!updated) throw new AppError('NOT_FOUND', userMessage('teamMemberNotFound'));
    return toTeamMember(updated, scope.userId, true);
  });
}
