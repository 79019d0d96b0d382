import type { ReportSortByOption } from '@adfleet/core/report-options';
import { formatMoney } from '@adfleet/core/money';
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dayOfIso } from '@/filters/date-range-presets';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDateFormat } from '@/i18n/use-date-format';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { HintedBlank } from '@/components/results/hinted-blank';
import { ResultCount } from '@/components/results/result-count';
import { RoasFigure } from '@/components/results/roas-figure';
import { formatCount, formatPercent } from '@/lib/number-format';
import { cn } from '@/lib/utils';
import { showsConvertedTotal } from './report-conversion-note';
import type { Report } from './report-types';
import { DEFAULT_DIRECTION, DEFAULT_GROUP_BY, DEFAULT_SORT, type ReportSearch } from './report-search';
import { PlatformName } from '@/components/platform/platform-name';

type Row = Report['rows'][number];
type Figures = Pick<
  Row,
  'currency' | 'spend' | 'impressions' | 'cpm' | 'clicks' | 'ctr' | 'cpc' | 'linkClicks' | 'resultKind' | 'results' | 'costPerResult' | 'purchases' | 'conversionValue' | 'roas'
>;

const FIGURE_COLUMNS = ['spend', 'impressions', 'cpm', 'clicks', 'ctr', 'cpc', 'linkClicks', 'results', 'costPerResult', 'purchases', 'conversionValue', 'roas'] as const;

interface ReportTableProps {
  report: Report;
  search: ReportSearch;
  onSort: (column: ReportSortByOption) => void;
}


/** Counts add up across currencies: the converted total's are those of the currencies it converted. */
function countAcross(report: Report, field: 'linkClicks' | 'purchases'): number | null {
  const counted = report.totals.filter((total) => !report.convertedTotal.currenciesWithoutRate.includes(total.currency) && total[field] !== null);
  return counted.length > 0 ? counted.reduce((sum, total) => sum + (total[field] ?? 0), 0) : null;
}

/** The converted total as a row's figures: a ratio without a denominator reads as a dash, as in every other row. */
function convertedFigures(report: Report): Figures {
  const total = report.convertedTotal;
  const over = (value: number, denominator: number) => (denominator > 0 ? value : null);
  return {
    ...total,
    cpm: total.impressions > 0 ? (total.spend / total.impressions) * 1000 : null,
    ctr: over(total.ctr, total.impressions),
    cpc: over(total.cpc, total.clicks),
    linkClicks: countAcross(report, 'linkClicks'),
    purchases: countAcross(report, 'purchases'),
  };
}


/**
 * The report's rows, each in its account's currency, sortable by every column, with one total per currency below and
 * their sum in the reporting currency, converted at daily rates.
 */
export function ReportTable({ report, search, onSort }: ReportTableProps) {
  const { t } = useTranslation(['reports', 'results']);
  const locale = useMoneyLocale();
  const formatDate = useDateFormat();
  const groupBy = search.groupBy ?? DEFAULT_GROUP_BY;
  const sortBy = search.sortBy ?? DEFAULT_SORT;
  const direction = search.sortDir ?? DEFAULT_DIRECTION;
  const dash = '–';

  const figure = (row: Figures, column: (typeof FIGURE_COLUMNS)[number]) => {
    if (column === 'results') return <ResultCount figures={row} locale={locale} />;
    if (column === 'roas') return <RoasFigure roas={row.roas} conversionValue={row.conversionValue} locale={locale} />;
    const value = row[column];
    if (value === null) {
      if (column === 'conversionValue') return <HintedBlank text={t('results:notAvailable')} hint={t('results:noPurchaseValue')} />;
      if (column === 'linkClicks' || column === 'purchases') return <HintedBlank text={dash} hint={t('results:notReportedFigure')} />;
      return dash;
    }
    switch (column) {
      case 'spend':
      case 'cpm':
      case 'cpc':
      case 'costPerResult':
      case 'conversionValue':
        return formatMoney(value, row.currency, locale);
      case 'ctr':
        return formatPercent(value, locale);
      default:
        return formatCount(value, locale);
    }
  };

  const head = (column: ReportSortByOption, label: string, className?: string) => {
    const active = sortBy === column;
    const Icon = !active ? ChevronsUpDownIcon : direction === 'asc' ? ArrowUpIcon : ArrowDownIcon;
    return (
      <TableHead key={column} className={className} aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button
          type="button"
          onClick={() => onSort(column)}
          className={cn('-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 whitespace-nowrap hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none', active && 'text-foreground')}
          title={t('table.sortBy', { column: label })}
          data-testid={`report-sort-${column}`}
        >
          {label}
          <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-50')} />
        </button>
      </TableHead>
    );
  };

  const nameOf = (row: Row) => (groupBy === 'day' && row.date ? formatDate.day(dayOfIso(row.date)) : row.name);
  // A day row spans accounts: its currency says which ones; an object row names where it belongs.
  const context = (row: Row) =>
    groupBy === 'day' ? row.currency : [groupBy === 'adset' ? row.campaignName : null, groupBy !== 'account' ? row.accountName : null].filter(Boolean).join(' · ');

  return (
    <Table stickyFirstColumn aria-label={t('table.label')} data-testid="report-table">
      <TableHeader>
        <TableRow>
          {head('name', t(`columns.${groupBy}`), 'min-w-48')}
          {FIGURE_COLUMNS.map((column) => head(column, t(`columns.${column}`), 'text-right'))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.rows.map((row) => (
          <TableRow key={row.key} data-testid="report-row">
            <TableCell className="max-w-72">
              {/* On a phone the name wraps rather than lose its end, where rows often differ ("#1", "#2"). */}
              <span className="block font-medium sm:truncate" title={nameOf(row)}>
                {nameOf(row)}
              </span>
              {context(row) && <span className="block text-xs text-muted-foreground sm:truncate">{context(row)}</span>}
              {row.platformId !== null && <PlatformName platformId={row.platformId} className="text-xs text-muted-foreground" />}
            </TableCell>
            {FIGURE_COLUMNS.map((column) => (
              <TableCell key={column} className="text-right whitespace-nowrap tabular-nums">
                {figure(row, column)}
                {/* Beside the account's own amount, what it is worth in the reporting currency: what rows rank by. */}
                {column === 'spend' && row.convertedSpend !== null && row.currency !== report.convertedTotal.currency && (
                  <span className="block text-xs text-muted-foreground" data-testid="report-converted-spend">
                    ≈ {formatMoney(row.convertedSpend, report.convertedTotal.currency, locale)}
                  </span>
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        {report.totals.map((total) => (
          <TableRow key={total.currency} data-testid="report-total">
            <TableCell>
              {t('table.total', { currency: total.currency })}
              <span className="block text-xs font-normal text-muted-foreground">{t('table.rows', { count: total.rows })}</span>
            </TableCell>
            {FIGURE_COLUMNS.map((column) => (
              <TableCell key={column} className="text-right whitespace-nowrap tabular-nums">
                {figure(total, column)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {showsConvertedTotal(report) && (
          <TableRow data-testid="report-converted-total">
            <TableCell className="max-w-72 whitespace-normal">{t('table.convertedTotal', { currency: report.convertedTotal.currency })}</TableCell>
            {FIGURE_COLUMNS.map((column) => (
              <TableCell key={column} className="text-right whitespace-nowrap tabular-nums">
                {figure(convertedFigures(report), column)}
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableFooter>
    </Table>
  );
}
