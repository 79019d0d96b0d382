import { type Approver, findUserById, listApprovers, type Trx } from '@adfleet/db';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { approvalLink, type NotificationParams } from '../notifications/notification-kinds.ts';
import { notify } from '../notifications/notify.ts';

interface ProposedWork {
  id: string;
  workspaceId: string;
  work: 'clone' | 'budget_change';
  proposedBy: string;
  adAccountIds: readonly string[];
  items: number;
}

/**
 * Everyone who may decide the proposal hears of it: a notice, and an email with the link to decide it, in their own
 * language. One who turned approval notices off gets neither. The proposer is never asked to approve their own.
 */
export async function announceProposal(trx: Trx, deps: { jobs: TransactionalJobs; appUrl: string; now: () => Date }, proposal: ProposedWork): Promise<void> {
  const proposer = await findUserById(trx, proposal.proposedBy);
  const approvers: Approver[] = (await listApprovers(trx, proposal.workspaceId, proposal.adAccountIds)).filter((approver) => approver.userId !== proposal.proposedBy);
  const params = { proposalId: proposal.id, work: proposal.work, proposer: proposer?.username ?? '', items: proposal.items };
  for (const approver of approvers) {
    if (!(await notify(trx, approver.userId, 'approval_requested', params, deps.now()))) continue;
    await queueMail(trx, deps.jobs, {
      to: approver.email,
      userId: approver.userId,
      template: 'approval-requested',
      language: approver.language ?? 'en',
      params: { name: approver.username, proposer: params.proposer || '—', work: proposal.work, count: Math.max(1, proposal.items), approvalLink: new URL(approvalLink(proposal.id), deps.appUrl).toString() },
    });
  }
}

/** The proposer hears what became of their proposal, and who decided it. */
export async function announceDecision(trx: Trx, proposedBy: string | null, params: NotificationParams<'approval_decided'>, at: Date): Promise<void> {
  if (proposedBy) await notify(trx, proposedBy, 'approval_decided', params, at);
}
