import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** The filters' grid, shared with their placeholder so the page does not move when their code arrives. One column on a phone. */
export const ACTIVITY_FILTERS_GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end';

/**
 * The filters as they will stand, their labels in place and a block for each control, while their code (Radix's select
 * and switch, most of the page's own weight) loads after the first paint.
 */
export function ActivityFiltersPlaceholder() {
  const { t } = useTranslation('activity');
  const labels = [t('filters.action'), t('filters.account'), t('filters.member'), t('filters.from'), t('filters.to')];
  return (
    <section aria-label={t('filters.label')} aria-busy="true" className={ACTIVITY_FILTERS_GRID}>
      {labels.map((label) => (
        <div key={label} className="flex flex-col gap-1.5">
          <span className="text-sm leading-none font-medium">{label}</span>
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
      <div className="flex h-9 items-center sm:col-span-2 lg:col-span-1 lg:pb-2">
        <Skeleton className="h-5 w-48" />
      </div>
    </section>
  );
}
