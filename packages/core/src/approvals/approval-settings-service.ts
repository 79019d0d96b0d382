import { type CallerScope, type Db, findApprovalsRequired, setApprovalsRequired } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { ApprovalSettings } from './approval-schemas.ts';

/**
 * Whether this caller's clone or bulk budget change waits for approval: a manager's, in a workspace that asks for it.
 * Owners and admins are the approvers, so their own work runs at once.
 */
export async function needsApproval(db: Db, scope: Pick<CallerScope, 'workspaceId' | 'role'>): Promise<boolean> {
  return scope.role === 'manager' && (await findApprovalsRequired(db, scope.workspaceId));
}

export async function approvalSettings(db: Db, scope: Pick<CallerScope, 'workspaceId'>): Promise<ApprovalSettings> {
  return { required: await findApprovalsRequired(db, scope.workspaceId) };
}

/** Turns the rule on or off, audit-logged with the admin who did (a repeat of the same value records nothing). */
export async function setApprovalRequired(db: Db, scope: CallerScope, required: boolean, request?: RequestMeta): Promise<ApprovalSettings> {
  return db.transaction().execute(async (trx) => {
    const { previous } = await setApprovalsRequired(trx, scope.workspaceId, required);
    if (previous !== required) {
      await recordAudit(trx, {
        event: { action: 'approval.rule_set', metadata: { required, previous } },
        userId: scope.userId,
        workspaceId: scope.workspaceId,
        actor: { type: 'user', userId: scope.userId },
        target: { type: 'workspace', id: scope.workspaceId },
        ...(request ? { request } : {}),
      });
    }
    return { required };
  });
}
