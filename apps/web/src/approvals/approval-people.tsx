import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/use-date-format';
import type { Proposal } from './approval-types';

/** Who proposed it and when, who decided it (with their comment), or until when it waits. */
export function ApprovalPeople({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('approvals');
  const format = useDateFormat();
  const state = t(`states.${proposal.state}`);
  return (
    <div className="flex flex-col gap-0.5 text-sm text-muted-foreground">
      <p data-testid="approval-proposer">
        {proposal.proposedBy ? t('proposedBy', { name: proposal.proposedBy.username, date: format.dateTime(proposal.createdAt) }) : t('proposedByUnknown', { date: format.dateTime(proposal.createdAt) })}
      </p>
      {proposal.state === 'pending' && <p>{t('expires', { date: format.dateTime(proposal.expiresAt) })}</p>}
      {proposal.decidedAt && (
        <p data-testid="approval-decider">
          {proposal.decidedBy ? t('decidedBy', { state, name: proposal.decidedBy.username, date: format.dateTime(proposal.decidedAt) }) : t('decidedOn', { state, date: format.dateTime(proposal.decidedAt) })}
        </p>
      )}
      {proposal.comment && <p className="break-words text-foreground">{t('comment', { comment: proposal.comment })}</p>}
    </div>
  );
}
