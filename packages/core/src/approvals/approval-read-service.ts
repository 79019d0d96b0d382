import { type CallerScope, countProposalsAwaiting, type Db, findProposal, listProposals, type ProposalRow } from '@adfleet/db';
import { AppError } from '../errors/index.ts';
import { userMessage } from '../messages/index.ts';
import { roleCan } from '../workspaces/role-rules.ts';
import { accountIdsOf } from './approval-decision-service.ts';
import type { Proposal, ProposalPreview, ProposalStateName } from './approval-schemas.ts';

const LIST_LIMIT = 100;

function proposalOf(row: ProposalRow, scope: CallerScope, now: Date): Proposal {
  // Past its 7 days a pending proposal can no longer run, whether or not anyone has tried to decide it since.
  const state: ProposalStateName = row.state === 'pending' && row.expires_at.getTime() <= now.getTime() ? 'expired' : row.state;
  return {
    id: row.id,
    kind: row.kind,
    state,
    proposedBy: row.proposed_by && row.proposed_by_username ? { userId: row.proposed_by, username: row.proposed_by_username } : null,
    decidedBy: row.decided_by && row.decided_by_username ? { userId: row.decided_by, username: row.decided_by_username } : null,
    decidedAt: row.decided_at,
    comment: row.comment,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    adAccountIds: accountIdsOf(row),
    preview: row.preview as unknown as ProposalPreview,
    cloneBatchId: row.clone_batch_id,
    budgetChangeId: row.budget_change_id,
    canDecide: state === 'pending' && roleCan(scope.role, 'decide') && row.proposed_by !== scope.userId,
  };
}

/** The workspace's proposals the caller may see (a client: those on their accounts alone), pending first. */
export async function listApprovals(db: Db, scope: CallerScope, now: Date, input?: { state?: ProposalStateName | undefined }): Promise<{ items: Proposal[] }> {
  const rows = await listProposals(db, scope, { limit: LIST_LIMIT, ...(input?.state ? { state: input.state } : {}) });
  return { items: rows.map((row) => proposalOf(row, scope, now)) };
}

export async function getApproval(db: Db, scope: CallerScope, id: string, now: Date): Promise<Proposal> {
  const row = await findProposal(db, scope, id);
  if (!row) throw new AppError('NOT_FOUND', userMessage('approvalNotFound'));
  return proposalOf(row, scope, now);
}

/** The bell's count: proposals waiting for this member's decision (none for a role that cannot decide). */
export async function pendingApprovalCount(db: Db, scope: CallerScope, now: Date): Promise<{ count: number }> {
  if (!roleCan(scope.role, 'decide')) return { count: 0 };
  return { count: await countProposalsAwaiting(db, scope, now) };
}
