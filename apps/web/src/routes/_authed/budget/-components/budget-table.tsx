import { META_DAILY_ALLOWANCE } from '@adfleet/core/daily-allowance';
import { InfoIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PlatformName } from '@/components/platform/platform-name';
import { useDateFormat } from '@/i18n/use-date-format';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { FACEBOOK_PLATFORM_ID } from '@/lib/platform-links';
import { useRenderMessage } from '@/i18n/use-render-message';
import { PacingBadge } from './pacing-badge';
import { rowKey } from './budget-search';
import type { BudgetSearch } from './budget-search';
import type { BudgetRow } from './budget-types';
import { useMoney } from './use-money';

interface BudgetTableProps {
  rows: readonly BudgetRow[];
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onToggleAll: (checked: boolean) => void;
  /** The order the filters chose, said on its column's header (and brought into view on a phone). */
  sort?: BudgetSearch['sort'];
  direction?: BudgetSearch['dir'];
}

/**
 * The active budgets, each in its account's currency; the period and projection explain the pacing, and what Meta
 * lets a daily budget spend (a day's and a week's ceilings) is said once above them.
 */
export function BudgetTable({ rows, selected, onToggle, onToggleAll, sort, direction }: BudgetTableProps) {
  const { t } = useTranslation('budget');
  const money = useMoney();
  const { date } = useDateFormat();
  const render = useRenderMessage();
  const locale = useMoneyLocale();
  const metaDaily = rows.some((row) => row.platformId === FACEBOOK_PLATFORM_ID && row.budgetType === 'daily');
  // Budgets shown as synced only cannot be chosen: 'select all' means every budget that can change.
  const changeable = rows.filter((row) => row.readOnly === null);
  // Said once above the table (every such row has the same reason), not on each row.
  const readOnly = rows.find((row) => row.readOnly !== null)?.readOnly ?? null;
  const readOnlyId = useId();
  const allSelected = changeable.length > 0 && changeable.every((row) => selected.has(rowKey(row)));
  const someSelected = rows.some((row) => selected.has(rowKey(row)));
  const sortedBy = (column: NonNullable<BudgetSearch['sort']>) => (sort === column ? (direction === 'desc' ? 'descending' : 'ascending') : undefined);
  return (
    <>
      {metaDaily && (
        <p className="mb-3 flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground" data-testid="budget-ceiling-note">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('table.ceilingNote', {
            dayPercent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(META_DAILY_ALLOWANCE.day - 1),
            weekTimes: META_DAILY_ALLOWANCE.week,
          })}
        </p>
      )}
      {readOnly && (
        <p id={readOnlyId} className="mb-3 flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground" data-testid="budget-read-only">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {render(readOnly)}
        </p>
      )}
    <Table data-testid="budget-table" stickyFirstColumn>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-10">
            <Checkbox
              checked={allSelected ? true : someSelected ? 'indeterminate' : false}
              disabled={changeable.length === 0}
              onCheckedChange={(checked) => onToggleAll(checked === true)}
              aria-label={t('table.selectAll')}
            />
          </TableHead>
          <TableHead aria-sort={sortedBy('name')}>{t('table.name')}</TableHead>
          <TableHead aria-sort={sortedBy('account')} className="hidden md:table-cell">
            {t('table.account')}
          </TableHead>
          <TableHead aria-sort={sortedBy('budget')} className="text-right">
            {t('table.budget')}
          </TableHead>
          <TableHead aria-sort={sortedBy('spent')} className="text-right">
            {t('table.spent')}
          </TableHead>
          <TableHead aria-sort={sortedBy('pacing')} className="text-right">
            {t('table.pacing')}
          </TableHead>
          <TableHead className="hidden lg:table-cell">{t('table.period')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const key = rowKey(row);
          return (
            <TableRow key={key} data-testid="budget-row" data-object-id={row.objectId} data-state={selected.has(key) ? 'selected' : undefined}>
              <TableCell>
                <Checkbox
                  checked={selected.has(key)}
                  disabled={row.readOnly !== null}
                  onCheckedChange={() => onToggle(key)}
                  aria-label={t('table.select', { name: row.name })}
                  aria-describedby={row.readOnly ? readOnlyId : undefined}
                />
              </TableCell>
              <TableCell className="max-w-[14rem] whitespace-normal">
                <div className="font-medium break-words">{row.name}</div>
                <div className="text-xs text-muted-foreground">{t(`table.level_${row.objectType}`, { campaign: row.campaignName })}</div>
                <div className="text-xs text-muted-foreground md:hidden">{row.accountName}</div>
                {row.changesLeftThisHour !== null && row.changesLeftThisHour < 4 && (
                  <div className="text-xs text-amber-700 dark:text-amber-400">{t('table.changesLeft', { count: row.changesLeftThisHour })}</div>
                )}
              </TableCell>
              <TableCell className="hidden md:table-cell">
                <div>{row.accountName}</div>
                <PlatformName platformId={row.platformId} className="text-xs text-muted-foreground" />
              </TableCell>
              <TableCell className="text-right tabular-nums" data-testid="budget-amount">
                <div>{money(row.budgetMinor, row.currency)}</div>
                <div className="text-xs text-muted-foreground">{t(`table.type_${row.budgetType}`)}</div>
                {/* A daily budget whose day may run past it, or whose week leaves it less: what today may still come to. */}
                {row.todayCeilingMinor !== null && row.todayCeilingMinor !== row.budgetMinor && (
                  <div className="text-xs text-muted-foreground" data-testid="budget-today-ceiling">
                    {t('table.todayCeiling', { amount: money(row.todayCeilingMinor, row.currency) })}
                  </div>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{money(row.spentMinor, row.currency)}</TableCell>
              {/* At the right edge, like the amounts: scrolled into view on a phone, the badge stands whole beside the name. */}
              <TableCell className="text-right">
                <PacingBadge pacing={row.pacing} />
                {row.projectedMinor !== null && <div className="mt-1 text-xs text-muted-foreground tabular-nums">{t('table.projected', { amount: money(row.projectedMinor, row.currency) })}</div>}
              </TableCell>
              <TableCell className="hidden text-xs text-muted-foreground lg:table-cell">
                {row.budgetType === 'daily' ? t('table.today') : row.periodEnd ? t('table.until', { date: date(row.periodEnd) }) : t('table.noEnd')}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
    </>
  );
}
