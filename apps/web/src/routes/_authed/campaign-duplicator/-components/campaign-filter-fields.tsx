import { CAMPAIGN_SORTS, type CampaignSort, SORT_DIRECTIONS, type SortDirection } from '@adfleet/core/campaign-list';
import { XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ANY_FILTER, FilterSelect, filterValue } from '@/components/filters/filter-select';
import { Button } from '@/components/ui/button';
import { objectiveLabel } from '@/lib/campaign-objective';
import { campaignStatusLabel } from '@/lib/campaign-status';
import { activeFilterCount, type CampaignListFilters, listOrder, OBJECTIVE_FILTERS, STATUS_FILTERS } from './campaign-list-search';
import type { AdAccount } from './clone-types';

export interface CampaignFilterFieldsProps {
  filters: CampaignListFilters;
  accounts: readonly AdAccount[];
  onChange: (patch: Partial<CampaignListFilters>) => void;
}

/** The filters popover's inside: account, status, objective and the order, and clearing the filters. */
export function CampaignFilterFields({ filters, accounts, onChange }: CampaignFilterFieldsProps) {
  const { t } = useTranslation('campaigns');
  const count = activeFilterCount(filters);
  const order = listOrder(filters);

  return (
    <>
      <FilterSelect
        id={'filter-account'}
        label={t('filters.account')}
        value={filters.account ?? ANY_FILTER}
        options={[{ value: ANY_FILTER, label: t('filters.any') }, ...accounts.map((account) => ({ value: account.adAccountId, label: account.name }))]}
        onChange={(value) => onChange({ account: filterValue(value) })}
      />
      <FilterSelect
        id={'filter-status'}
        label={t('filters.status')}
        value={filters.status ?? ANY_FILTER}
        options={[{ value: ANY_FILTER, label: t('filters.anyStatus') }, ...STATUS_FILTERS.map((status) => ({ value: status, label: campaignStatusLabel(status, t) }))]}
        onChange={(value) => onChange({ status: filterValue(value) })}
      />
      <FilterSelect
        id={'filter-objective'}
        label={t('filters.objective')}
        value={filters.objective ?? ANY_FILTER}
        options={[{ value: ANY_FILTER, label: t('filters.anyStatus') }, ...OBJECTIVE_FILTERS.map((objective) => ({ value: objective, label: objectiveLabel(objective, t) }))]}
        onChange={(value) => onChange({ objective: filterValue(value) })}
      />
      <div className="grid grid-cols-2 gap-2">
        <FilterSelect
          id={'filter-sort'}
          label={t('filters.sort')}
          value={order.sort}
          options={CAMPAIGN_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          onChange={(value) => onChange({ sort: value as CampaignSort, dir: order.direction })}
        />
        <FilterSelect
          id={'filter-direction'}
          label={t('filters.direction')}
          value={order.direction}
          options={SORT_DIRECTIONS.map((direction) => ({ value: direction, label: t(`filters.${direction}`) }))}
          onChange={(value) => onChange({ sort: order.sort, dir: value as SortDirection })}
        />
      </div>
      {count > 0 && (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => onChange({ account: undefined, status: undefined, objective: undefined })}>
          <XIcon aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      )}
    </>
  );
}
