import type { AppRouter } from '@adfleet/server/trpc';
import type { inferRouterOutputs } from '@trpc/server';

type RouterOutputs = inferRouterOutputs<AppRouter>;

/** A manager's proposal as the server answers it, with its full preview. */
export type Proposal = RouterOutputs['approvals']['get'];
export type ProposalState = Proposal['state'];
export type ClonePreview = Extract<Proposal['preview'], { kind: 'clone' }>;
export type BudgetPreview = Extract<Proposal['preview'], { kind: 'budget_change' }>;
/** What `clone.start` and `budget.change` answer a manager whose work waits for approval. */
export interface SentForApproval {
  status: 'sent_for_approval';
  proposalId: string;
}

/** Whether a start answered "sent for approval" rather than starting the work. */
export function isSentForApproval(answer: object): answer is SentForApproval {
  return 'status' in answer && answer.status === 'sent_for_approval';
}
