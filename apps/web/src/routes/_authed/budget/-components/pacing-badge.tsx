import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BudgetRow } from './budget-types';

const VARIANT = { on_track: 'success', under: 'secondary', over: 'destructive', unknown: 'outline' } as const;

export function PacingBadge({ pacing }: { pacing: BudgetRow['pacing'] }) {
  const { t } = useTranslation('budget');
  return (
    <Badge variant={VARIANT[pacing]} data-pacing={pacing}>
      {t(`pacing.${pacing}`)}
    </Badge>
  );
}
