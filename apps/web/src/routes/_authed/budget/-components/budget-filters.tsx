import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { BUDGET_LEVELS, BUDGET_SORTS, type BudgetSearch, PACING_FILTERS, SORT_DIRECTIONS } from './budget-search';
import type { BudgetAccount } from './budget-types';

/** Radix's Select cannot hold an empty value, so 'no filter' has a name of its own. */
const ANY = 'any';

interface BudgetFiltersProps {
  search: BudgetSearch;
  accounts: readonly BudgetAccount[];
  onChange: (patch: Partial<BudgetSearch>) => void;
}

/** Account, level, pacing and order; each change goes straight to the URL. Wraps to two columns on a phone. */
export function BudgetFilters({ search, accounts, onChange }: BudgetFiltersProps) {
  const { t } = useTranslation('budget');
  const orUndefined = <T extends string>(value: string): T | undefined => (value === ANY ? undefined : (value as T));
  const field = (id: string, label: string, value: string, options: ReadonlyArray<{ value: string; label: string }>, set: (value: string) => void) => (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={set}>
        <SelectTrigger id={id} className="w-full min-w-0 [&>span]:truncate" data-testid={id}>
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
  return (
    <div role="group" aria-label={t('filters.label')} className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {field(
        'budget-filter-account',
        t('filters.account'),
        search.account ?? ANY,
        [{ value: ANY, label: t('filters.allAccounts') }, ...accounts.map((account) => ({ value: account.accountId, label: account.accountName }))],
        (value) => onChange({ account: orUndefined(value) }),
      )}
      {field(
        'budget-filter-level',
        t('filters.level'),
        search.level ?? ANY,
        [{ value: ANY, label: t('filters.allLevels') }, ...BUDGET_LEVELS.map((level) => ({ value: level, label: t(`filters.levels.${level}`) }))],
        (value) => onChange({ level: orUndefined(value) }),
      )}
      {field(
        'budget-filter-pacing',
        t('filters.pacing'),
        search.pacing ?? ANY,
        [{ value: ANY, label: t('filters.allPacing') }, ...PACING_FILTERS.map((pacing) => ({ value: pacing, label: t(`pacing.${pacing}`) }))],
        (value) => onChange({ pacing: orUndefined(value) }),
      )}
      {field(
        'budget-filter-sort',
        t('filters.sort'),
        search.sort ?? 'account',
        BUDGET_SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) })),
        (value) => onChange({ sort: value === 'account' ? undefined : (value as BudgetSearch['sort']) }),
      )}
      {field(
        'budget-filter-dir',
        t('filters.direction'),
        search.dir ?? 'asc',
        SORT_DIRECTIONS.map((dir) => ({ value: dir, label: t(`filters.${dir}`) })),
        (value) => onChange({ dir: value === 'asc' ? undefined : (value as BudgetSearch['dir']) }),
      )}
    </div>
  );
}
