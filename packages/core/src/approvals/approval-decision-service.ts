import { type CallerScope, decideProposal, findMemberRole, findUserById, lockProposal, type ProposalRow, type Trx } from '@adfleet/db';
import { ZodError } from 'zod';
import { recordAudit } from '../audit/audit-service.ts';
import { storeBudgetChange } from '../budget/budget-change-start-service.ts';
import { planBudgetChange } from '../budget/budget-change-preview-service.ts';
import { budgetChangeInputSchema } from '../budget/budget-schemas.ts';
import { storeCloneBatch } from '../clone/clone-batch-store.ts';
import { cloneRequestSchema } from '../clone/clone-request.ts';
import { AppError, errorCodes, isAppError } from '../errors/index.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { roleCan } from '../workspaces/role-rules.ts';
import { announceDecision } from './approval-notices.ts';
import type { ApprovalDecisionInput } from './approval-schemas.ts';
import { budgetFingerprint } from './budget-proposal.ts';
import { cloneFingerprint, planCloneBatch } from './clone-proposal.ts';
import type { ApprovalDeps } from './propose-service.ts';

type Outcome = 'approved' | 'rejected' | 'expired' | 'superseded';

/** The pending proposal the caller may decide, locked; refusals change nothing. */
async function decidable(trx: Trx, scope: CallerScope, id: string): Promise<ProposalRow> {
  const proposal = await lockProposal(trx, scope, id);
  if (!proposal) throw new AppError('NOT_FOUND', userMessage('approvalNotFound'));
  // Four eyes: whoever proposed it never decides it, whatever their role has become since.
  if (proposal.proposed_by === scope.userId) throw new AppError('FORBIDDEN', userMessage('approvalOwnProposal'));
  if (proposal.state !== 'pending') throw new AppError('CONFLICT', userMessage('approvalNotPending'));
  return proposal;
}

/** Records a decision with its audit row and tells the proposer, in the caller's transaction. */
async function record(trx: Trx, scope: CallerScope, proposal: ProposalRow, outcome: Outcome, extra: { comment?: string | undefined; cloneBatchId?: string; budgetChangeId?: string; request?: RequestMeta | undefined; at: Date }): Promise<void> {
  const decided = await decideProposal(trx, proposal.id, {
    state: outcome,
    decidedBy: scope.userId,
    decidedAt: extra.at,
    comment: extra.comment ?? null,
    ...(extra.cloneBatchId ? { cloneBatchId: extra.cloneBatchId } : {}),
    ...(extra.budgetChangeId ? { budgetChangeId: extra.budgetChangeId } : {}),
  });
  // Another approver decided it meanwhile: this decision, and the work it would have started, is rolled back.
  if (!decided) throw new AppError('CONFLICT', userMessage('approvalNotPending'));
  const adAccountIds = accountIdsOf(proposal);
  const base = { proposalId: proposal.id, kind: proposal.kind, adAccountIds };
  await recordAudit(trx, {
    event:
      outcome === 'approved'
        ? { action: 'approval.approved', metadata: { ...base, ...(extra.cloneBatchId ? { cloneBatchId: extra.cloneBatchId } : {}), ...(extra.budgetChangeId ? { budgetChangeId: extra.budgetChangeId } : {}) } }
        : { action: `approval.${outcome}`, metadata: base },
    userId: scope.userId,
    workspaceId: scope.workspaceId,
    actor: { type: 'user', userId: scope.userId },
    target: { type: 'proposal', id: proposal.id },
    ...(extra.request ? { request: extra.request } : {}),
  });
  await announceDecision(trx, proposal.proposed_by, { proposalId: proposal.id, work: proposal.kind, outcome, by: (await findUserById(trx, scope.userId))?.username ?? null }, extra.at);
}

/** The platform's ids of the accounts a proposal touches, as its preview names them. */
export function accountIdsOf(proposal: { preview: unknown }): string[] {
  const preview = proposal.preview as { targets?: Array<{ adAccountId: string }>; rows?: Array<{ adAccountId: string }> };
  return [...new Set([...(preview.targets ?? []), ...(preview.rows ?? [])].map((item) => item.adAccountId))];
}

/** A decision that ends the proposal without running it, committed before the caller hears why. */
async function endUnrun(deps: ApprovalDeps, scope: CallerScope, id: string, outcome: 'expired' | 'superseded', comment: string | undefined, request?: RequestMeta): Promise<never> {
  await deps.db.transaction().execute(async (trx) => record(trx, scope, await decidable(trx, scope, id), outcome, { comment, request, at: deps.now() }));
  throw new AppError('CONFLICT', userMessage(outcome === 'expired' ? 'approvalExpired' : 'approvalSuperseded'));
}

/** A preview that can no longer be made (an account or campaign gone, a scheduled start now past) is a changed one. */
function previewGone(error: unknown): boolean {
  return error instanceof ZodError || (isAppError(error) && errorCodes[error.code].http < 500);
}

/**
 * Approves a manager's proposal (ADR 0058). It runs only as it was previewed: the plan is made again as its proposer,
 * and a different fingerprint (budgets moved, an account gone, a target no longer usable), a proposer who may no
 * longer change things, or 7 days passed end it unrun (`superseded` / `expired`, answered as 409). Otherwise the
 * very plan just compared is stored, created by the proposer and approved by the caller, in one transaction with
 * the decision, its audit row and the proposer's notice.
 */
export async function approveProposal(deps: ApprovalDeps, scope: CallerScope, input: ApprovalDecisionInput, request?: RequestMeta): Promise<{ id: string; cloneBatchId: string | null; budgetChangeId: string | null }> {
  const proposal = await deps.db.transaction().execute((trx) => decidable(trx, scope, input.id));
  if (proposal.expires_at.getTime() <= deps.now().getTime()) return endUnrun(deps, scope, proposal.id, 'expired', input.comment, request);
  const role = proposal.proposed_by ? await findMemberRole(deps.db, scope.workspaceId, proposal.proposed_by) : undefined;
  if (!proposal.proposed_by || !role || !roleCan(role, 'operate')) return endUnrun(deps, scope, proposal.id, 'superseded', input.comment, request);
  const proposer: CallerScope = { userId: proposal.proposed_by, workspaceId: scope.workspaceId, role };
  const decide = (extra: { cloneBatchId?: string; budgetChangeId?: string }) => async (trx: Trx) => {
    await record(trx, scope, await decidable(trx, scope, proposal.id), 'approved', { comment: input.comment, request, at: deps.now(), ...extra });
  };
  try {
    if (proposal.kind === 'clone') {
      const batch = await planCloneBatch(deps, proposer, cloneRequestSchema.parse(proposal.request));
      if (cloneFingerprint(batch) !== proposal.fingerprint) return await endUnrun(deps, scope, proposal.id, 'superseded', input.comment, request);
      const approved = { ...batch, batch: { ...batch.batch, approvedBy: scope.userId } };
      await storeCloneBatch({ db: deps.db, jobs: deps.jobs }, approved, deps.now(), undefined, decide({ cloneBatchId: batch.batch.id }));
      return { id: proposal.id, cloneBatchId: batch.batch.id, budgetChangeId: null };
    }
    const budgetInput = budgetChangeInputSchema.parse(proposal.request);
    const planned = await planBudgetChange(deps, proposer, budgetInput);
    if (budgetFingerprint(budgetInput, planned) !== proposal.fingerprint) return await endUnrun(deps, scope, proposal.id, 'superseded', input.comment, request);
    let budgetChangeId: string | null = null;
    await storeBudgetChange(deps, proposer, budgetInput, planned, undefined, {
      approvedBy: scope.userId,
      alongside: async (trx, changeId) => {
        budgetChangeId = changeId;
        await decide({ budgetChangeId: changeId })(trx);
      },
    });
    return { id: proposal.id, cloneBatchId: null, budgetChangeId };
  } catch (error) {
    if (isAppError(error) && error.code === 'CONFLICT') throw error;
    if (previewGone(error)) return endUnrun(deps, scope, proposal.id, 'superseded', input.comment, request);
    throw error;
  }
}

/** Rejects a proposal: nothing runs; the proposer hears it, with the comment. */
export async function rejectProposal(deps: ApprovalDeps, scope: CallerScope, input: ApprovalDecisionInput, request?: RequestMeta): Promise<{ id: string }> {
  await deps.db.transaction().execute(async (trx) => record(trx, scope, await decidable(trx, scope, input.id), 'rejected', { comment: input.comment, request, at: deps.now() }));
  return { id: input.id };
}
