import { FilterIcon } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { lazyPart } from '@/lib/lazy-part';
import type { CampaignFilterFieldsProps } from './campaign-filter-fields';
import { activeFilterCount } from './campaign-list-search';

// The popover's selects (Radix's Select, the statuses' and objectives' names) show only once it opens: their code is
// fetched after the page has drawn, or when a pointer or the keyboard reaches the button.
const { Component: CampaignFilterFields, preload: preloadFields } = lazyPart(() => import('./campaign-filter-fields').then((module) => module.CampaignFilterFields));

const preload = () => void preloadFields().catch(() => undefined);

/**
 * The spec's 'Filter' button: account, status and objective, and the order (the only way to sort by a column a
 * phone hides). A popover that fits a 375 px screen; every change goes straight to the URL.
 */
export function CampaignFilters({ filters, accounts, onChange }: CampaignFilterFieldsProps) {
  const { t } = useTranslation('campaigns');
  const count = activeFilterCount(filters);
  useEffect(preload, []);

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" onPointerEnter={preload} onFocus={preload} data-testid="campaign-filters-button">
          <FilterIcon aria-hidden="true" />
          {t('filter')}
          {count > 0 && (
            <Badge variant="secondary" aria-label={t('filters.active', { count })}>
              {count}
            </Badge>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-[min(20rem,calc(100vw-2rem))] flex-col gap-3" aria-label={t('filters.title')}>
        <p className="text-sm font-medium">{t('filters.title')}</p>
        <Suspense fallback={<Spinner className="mx-auto my-10 size-5 text-muted-foreground" />}>
          <CampaignFilterFields filters={filters} accounts={accounts} onChange={onChange} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
