import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** The filters' grid, shared with their placeholder so the page does not move when their code arrives. */
export const BUDGET_FILTERS_GRID = 'grid grid-cols-2 gap-3 md:grid-cols-5';

/**
 * The filters as they will stand, their labels in place and a block for each select, while their code (Radix's
 * select, the heaviest part of the page's own weight) loads after the first paint.
 */
export function BudgetFiltersPlaceholder() {
  const { t } = useTranslation('budget');
  const labels = [t('filters.account'), t('filters.level'), t('filters.pacing'), t('filters.sort'), t('filters.direction')];
  return (
    <div role="group" aria-label={t('filters.label')} aria-busy="true" className={BUDGET_FILTERS_GRID}>
      {labels.map((label) => (
        <div key={label} className="flex flex-col gap-1.5">
          <span className="text-sm leading-none font-medium">{label}</span>
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}
