import { useTranslation } from 'react-i18next';
import { ANY_FILTER, FilterSelect, filterValue } from '@/components/filters/filter-select';
import { BUDGET_LEVELS, BUDGET_SORTS, type BudgetSearch, PACING_FILTERS, SORT_DIRECTIONS } from './budget-search';
import type { BudgetAccount } from './budget-types';

interface BudgetFiltersProps {
  search: BudgetSearch;
  accounts: readonly BudgetAccount[];
  onChange: (patch: Partial<BudgetSearch>) => void;
}

/** Account, level, pacing and order; each change goes straight to the URL. Wraps to two columns on a phone. */
export function BudgetFilters({ search, accounts, onChange }: BudgetFiltersProps) {
  const { t } = useTranslation('budget');
  return (
    <div role="group" aria-label={t('filters.label')} className="grid grid-cols-2 gap-3 md:grid-cols-5">
      <FilterSelect
        id={'budget-filter-account'}
        label={t('filters.account')}
        value={search.account ?? ANY_FILTER}
        options={[{ value: ANY_FILTER, label: t('filters.allAccounts') }, ...accounts.map((account) => ({ value: account.accountId, label: account.accountName }))]}
        onChange={(value) => onChange({ account: filterValue(value) })}
      />
      <FilterSelect
        id={'budget-filter-level'}
        label={t('filters.level')}
        value={search.level ?? ANY_FILTER}
        options={[{ value: ANY_FILTER, label: t('filters.allLevels') }, ...BUDGET_LEVELS.map((level) => ({ value: level, label: t(`filters.levels.${level}`) }))]}
        onChange={(value) => onChange({ level: filterValue(value) })}
      />
      <FilterSelect
        id={'budget-filter-pacing'}
        label={t('filters.pacing')}
        value={search.pacing ?? ANY_FILTER}
        options={[{ value: ANY_FILTER, label: t('filters.allPacing') }, ...PACING_FILTERS.map((pacing) => ({ value: pacing, label: t(`pacing.${pacing}`) }))]}
        onChange={(value) => onChange({ pacing: filterValue(value) })}
      />
      <FilterSelect
        id={'budget-filter-sort'}
        label={t('filters.sort')}
        value={search.sort ?? 'account'}
        options={BUDGET_SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) }))}
        onChange={(value) => onChange({ sort: value === 'account' ? undefined : (value as BudgetSearch['sort']) })}
      />
      <FilterSelect
        id={'budget-filter-dir'}
        label={t('filters.direction')}
        value={search.dir ?? 'asc'}
        options={SORT_DIRECTIONS.map((dir) => ({ value: dir, label: t(`filters.${dir}`) }))}
        onChange={(value) => onChange({ dir: value === 'asc' ? undefined : (value as BudgetSearch['dir']) })}
      />
    </div>
  );
}
