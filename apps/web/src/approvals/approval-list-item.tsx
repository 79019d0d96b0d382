import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApprovalPeople } from './approval-people';
import { ApprovalStateBadge } from './approval-state-badge';
import { approvalSummary } from './approval-summary';
import type { Proposal } from './approval-types';

/** One proposal in the list: what it would do, where it stands, who is involved, and the way to review it. */
export function ApprovalListItem({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('approvals');
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="approval-item" data-proposal-id={proposal.id} data-state={proposal.state}>
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t(`kinds.${proposal.kind}`)}</span>
          <ApprovalStateBadge state={proposal.state} />
        </div>
        <p className="font-medium break-words">{approvalSummary(proposal, t)}</p>
        <ApprovalPeople proposal={proposal} />
      </div>
      <Button asChild variant={proposal.canDecide ? 'default' : 'outline'} size="sm" className="self-start">
        <Link to="/approvals/$proposalId" params={{ proposalId: proposal.id }}>
          {t('open')}
        </Link>
      </Button>
    </li>
  );
}
