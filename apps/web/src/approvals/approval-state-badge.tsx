import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { ProposalState } from './approval-types';

const VARIANTS = { pending: 'default', approved: 'success', rejected: 'destructive', expired: 'secondary', superseded: 'secondary' } as const;

/** Where a proposal stands, in words and colour. */
export function ApprovalStateBadge({ state }: { state: ProposalState }) {
  const { t } = useTranslation('approvals');
  return (
    <Badge variant={VARIANTS[state]} data-testid="approval-state" data-state={state}>
      {t(`states.${state}`)}
    </Badge>
  );
}
