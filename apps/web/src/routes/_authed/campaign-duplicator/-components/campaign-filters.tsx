import { CAMPAIGN_SORTS, type CampaignSort, SORT_DIRECTIONS, type SortDirection } from '@adfleet/core/campaign-list';
import { FilterIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { objectiveLabel } from '@/lib/campaign-objective';
import { campaignStatusLabel } from '@/lib/campaign-status';
import { activeFilterCount, type CampaignListFilters, listOrder, OBJECTIVE_FILTERS, STATUS_FILTERS } from './campaign-list-search';
import type { AdAccount } from './clone-types';

/** Radix's Select cannot hold an empty value, so 'no filter' has a name of its own. */
const ANY = 'any';

interface CampaignFiltersProps {
  filters: CampaignListFilters;
  accounts: readonly AdAccount[];
  onChange: (patch: Partial<CampaignListFilters>) => void;
}

/**
 * The spec's 'Filter' button: account, status and objective, and the order (the only way to sort by a column a
 * phone hides). A popover that fits a 375 px screen; every change goes straight to the URL.
 */
export function CampaignFilters({ filters, accounts, onChange }: CampaignFiltersProps) {
  const { t } = useTranslation('campaigns');
  const count = activeFilterCount(filters);
  const order = listOrder(filters);
  const field = (id: string, label: string, value: string, options: ReadonlyArray<{ value: string; label: string }>, set: (value: string) => void) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={set}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
  const orUndefined = <T extends string>(value: string): T | undefined => (value === ANY ? undefined : (value as T));

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
        {field(
          'filter-account',
          t('filters.account'),
          filters.account ?? ANY,
          [{ value: ANY, label: t('filters.any') }, ...accounts.map((account) => ({ value: account.adAccountId, label: account.name }))],
          (value) => onChange({ account: orUndefined(value) }),
        )}
        {field(
          'filter-status',
          t('filters.status'),
          filters.status ?? ANY,
          [{ value: ANY, label: t('filters.anyStatus') }, ...STATUS_FILTERS.map((status) => ({ value: status, label: campaignStatusLabel(status, t) }))],
          (value) => onChange({ status: orUndefined(value) }),
        )}
        {field(
          'filter-objective',
          t('filters.objective'),
          filters.objective ?? ANY,
          [{ value: ANY, label: t('filters.anyStatus') }, ...OBJECTIVE_FILTERS.map((objective) => ({ value: objective, label: objectiveLabel(objective, t) }))],
          (value) => onChange({ objective: orUndefined(value) }),
        )}
        <div className="grid grid-cols-2 gap-2">
          {field(
            'filter-sort',
            t('filters.sort'),
            order.sort,
            CAMPAIGN_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) })),
            (value) => onChange({ sort: value as CampaignSort, dir: order.direction }),
          )}
          {field(
            'filter-direction',
            t('filters.direction'),
            order.direction,
            SORT_DIRECTIONS.map((direction) => ({ value: direction, label: t(`filters.${direction}`) })),
            (value) => onChange({ sort: order.sort, dir: value as SortDirection }),
          )}
        </div>
        {count > 0 && (
          <Button variant="ghost" size="sm" className="self-start" onClick={() => onChange({ account: undefined, status: undefined, objective: undefined })}>
            <XIcon aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}
