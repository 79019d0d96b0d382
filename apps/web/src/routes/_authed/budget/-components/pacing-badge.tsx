import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BudgetRow } from './budget-types';

/** Over-spent (past what the platform allows) is the alarm; over pace (ahead of the budget, within it) a warning. */
const VARIANT = { overspent: 'destructive', over: 'outline', on_track: 'success', under: 'secondary', unknown: 'outline' } as const;
const WARNING = 'border-amber-600/40 text-amber-700 dark:border-amber-400/40 dark:text-amber-400';

export function PacingBadge({ pacing }: { pacing: BudgetRow['pacing'] }) {
  const { t } = useTranslation('budget');
  return (
    <Badge variant={VARIANT[pacing]} className={pacing === 'over' ? WARNING : undefined} data-pacing={pacing}>
      {t(`pacing.${pacing}`)}
    </Badge>
  );
}
