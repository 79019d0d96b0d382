import { type CallerScope, insertProposal, type ProposalKind, type Trx } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { budgetChangeRefusal } from '../budget/budget-change-start-service.ts';
import { planBudgetChange } from '../budget/budget-change-preview-service.ts';
import type { BudgetChangeInput } from '../budget/budget-schemas.ts';
import type { CloneDeps } from '../clone/clone-batch-store.ts';
import type { ParsedCloneRequest } from '../clone/clone-request.ts';
import type { RequestMeta } from '../request-meta.ts';
import { announceProposal } from './approval-notices.ts';
import { PROPOSAL_LIFETIME_MS, type ProposalPreview, type SentForApproval } from './approval-schemas.ts';
import { budgetFingerprint, budgetPreviewOf } from './budget-proposal.ts';
import { cloneFingerprint, clonePreviewOf, frozenCloneRequest, planCloneBatch } from './clone-proposal.ts';

export type ApprovalDeps = CloneDeps & { appUrl: string };

interface Proposed {
  kind: ProposalKind;
  preview: ProposalPreview;
  request: Record<string, unknown>;
  fingerprint: string;
  /** AdFleet's ids and the platform's ids of the accounts it would change. */
  accounts: Array<{ id: string; adAccountId: string }>;
  items: number;
}

/**
 * A manager's clone, when the workspace asks for approval: planned exactly as `clone.start` would run it (every read
 * and check, nothing created), and stored as a proposal with that preview, its fingerprint and the request to run.
 * What the start would refuse, proposing refuses the same way.
 */
export async function proposeClone(deps: ApprovalDeps, scope: CallerScope, input: ParsedCloneRequest, request?: RequestMeta): Promise<SentForApproval> {
  const frozen = frozenCloneRequest(input, deps.now());
  const batch = await planCloneBatch(deps, scope, frozen);
  const preview = clonePreviewOf(batch);
  const accounts = [...new Map(preview.targets.map((target) => [target.accountId, { id: target.accountId, adAccountId: target.adAccountId }])).values()];
  return storeProposal(deps, scope, { kind: 'clone', preview, request: frozen, fingerprint: cloneFingerprint(batch), accounts, items: accounts.length }, request);
}

/** A manager's bulk budget change, when the workspace asks for approval: its preview, refused as `budget.change` would be. */
export async function proposeBudgetChange(deps: ApprovalDeps, scope: CallerScope, input: BudgetChangeInput, request?: RequestMeta): Promise<SentForApproval> {
  const planned = await planBudgetChange(deps, scope, input);
  const refusal = budgetChangeRefusal(planned);
  if (refusal) throw refusal;
  const preview = budgetPreviewOf(input, planned);
  const accounts = [...new Map(planned.map(({ row }) => [row.accountId, { id: row.accountId, adAccountId: row.adAccountId }])).values()];
  const items = planned.filter((plan) => plan.newMinor !== plan.row.budgetMinor).length;
  return storeProposal(deps, scope, { kind: 'budget_change', preview, request: input, fingerprint: budgetFingerprint(input, planned), accounts, items }, request);
}

async function storeProposal(deps: ApprovalDeps, scope: CallerScope, proposed: Proposed, request?: RequestMeta): Promise<SentForApproval> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx: Trx) => {
    const { id } = await insertProposal(trx, {
      workspaceId: scope.workspaceId,
      kind: proposed.kind,
      proposedBy: scope.userId,
      preview: proposed.preview,
      request: proposed.request,
      fingerprint: proposed.fingerprint,
      adAccountIds: proposed.accounts.map((account) => account.id),
      expiresAt: new Date(now.getTime() + PROPOSAL_LIFETIME_MS),
    });
    await recordAudit(trx, {
      event: { action: 'approval.proposed', metadata: { proposalId: id, kind: proposed.kind, adAccountIds: proposed.accounts.map((account) => account.adAccountId), items: proposed.items } },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      target: { type: 'proposal', id },
      ...(request ? { request } : {}),
    });
    await announceProposal(trx, deps, { id, workspaceId: scope.workspaceId, work: proposed.kind, proposedBy: scope.userId, adAccountIds: proposed.accounts.map((account) => account.id), items: proposed.items });
    return { status: 'sent_for_approval' as const, proposalId: id };
  });
}
