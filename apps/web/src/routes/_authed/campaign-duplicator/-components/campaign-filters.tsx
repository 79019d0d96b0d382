import { FilterIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { CampaignFilterFields, type CampaignFilterFieldsProps } from './campaign-filter-fields';
import { activeFilterCount } from './campaign-list-search';

/**
 * The spec's 'Filter' button: account, status and objective, and the order (the only way to sort by a column a
 * phone hides). A popover that fits a 375 px screen; every change goes straight to the URL.
 */
export function CampaignFilters({ filters, accounts, onChange }: CampaignFilterFieldsProps) {
  const { t } = useTranslation('campaigns');
  const count = activeFilterCount(filters);

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" data-testid="campaign-filters-button">
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
        <CampaignFilterFields filters={filters} accounts={accounts} onChange={onChange} />
      </PopoverContent>
    </Popover>
  );
}
