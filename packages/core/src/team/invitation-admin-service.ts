import { type CallerScope, type Db, type InvitationWithNames, listOpenInvitations, revokeInvitation } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { WorkspaceInvitation } from './team-schemas.ts';

/** The workspace's invitations neither accepted nor revoked, newest first; an expired one says so. */
export async function listInvitations(db: Db, scope: CallerScope, now: Date): Promise<WorkspaceInvitation[]> {
  return (await listOpenInvitations(db, scope.workspaceId)).map((row) => toWorkspaceInvitation(row, now));
}

function toWorkspaceInvitation(row: InvitationWithNames, now: Date): WorkspaceInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    adAccountIds: row.ad_account_ids,
    businessIds: row.business_ids,
    invitedBy: row.invited_by_username,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    expired: row.expires_at <= now,
  };
}

/** Withdraws an open invitation of the workspace: its link stops working. Unknown, used or withdrawn already → 404. */
export async function revokeWorkspaceInvitation(db: Db, scope: CallerScope, id: string, now: Date, request: RequestMeta): Promise<Record<string, never>> {
  await db.transaction().execute(async (trx) => {
    const revoked = await revokeInvitation(trx, scope.workspaceId, id, now);
    if (!revoked) throw new AppError('NOT_FOUND', userMessage('invitationNotFound'));
    await recordAudit(trx, {
      event: { action: 'invitation.revoked', metadata: { invitationId: revoked.id, email: revoked.email, role: revoked.role, by: 'admin' } },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      target: { type: 'invitation', id: revoked.id },
      request,
    });
  });
  return {};
}
