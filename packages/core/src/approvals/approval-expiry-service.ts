import { type Db, decideProposal, listExpiredPendingProposals } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { accountIdsOf } from './approval-decision-service.ts';
import { announceDecision } from './approval-notices.ts';

/** How many proposals one sweep ends; the next hour's takes the rest. */
const SWEEP_LIMIT = 500;

/**
 * Ends every pending proposal past its 7 days `expired`, each in its own transaction with an `approval.expired` audit
 * row by the system and a notice to its proposer, so Activity says it at the time rather than when someone next
 * tries to decide it. A proposal decided meanwhile is left as it was.
 */
export async function expireProposals(db: Db, now: Date): Promise<{ expired: number }> {
  let expired = 0;
  for (const proposal of await listExpiredPendingProposals(db, now, SWEEP_LIMIT)) {
    await db.transaction().execute(async (trx) => {
      if (!(await decideProposal(trx, proposal.id, { state: 'expired', decidedBy: null, decidedAt: now, comment: null }))) return;
      await recordAudit(trx, {
        event: { action: 'approval.expired', metadata: { proposalId: proposal.id, kind: proposal.kind, adAccountIds: accountIdsOf(proposal) } },
        userId: null,
        workspaceId: proposal.workspace_id,
        actor: { type: 'system' },
        target: { type: 'proposal', id: proposal.id },
      });
      await announceDecision(trx, proposal.proposed_by, { proposalId: proposal.id, work: proposal.kind, outcome: 'expired', by: null }, now);
      expired += 1;
    });
  }
  return { expired };
}
