import { formatMoney } from '@adfleet/core/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, RotateCwIcon, TableIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDateFormat } from '@/i18n/use-date-format';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { useReportingCurrencyCode } from '@/components/currency/use-reporting-currency';
import { useTRPC } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { ACCOUNT_TABLE_COLUMNS, type AccountTableColumn, accountSortOfSearch, nextSort, searchOfAccountSort, sortAccountRows } from './account-table-sort';
import { useDashboardSummary } from './use-dashboard-summary';
import { PlatformName } from '@/components/platform/platform-name';
import { ResultCount } from '@/components/results/result-count';
import { RoasFigure } from '@/components/results/roas-figure';

const NUMERIC: ReadonlySet<AccountTableColumn> = new Set(['spend', 'results', 'costPerResult', 'cpc', 'ctr', 'roas', 'spendChange', 'resultsChange']);

/** "+12 %", "−25 %", or "—" when there is nothing to compare with. */
function ChangeCell({ value, locale }: { value: number | null; locale: string }) {
  if (value === null) return <span className="text-muted-foreground">—</span>;
  const text = new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(value / 100);
  return <span className={cn(value > 0.5 && 'text-success', value < -0.5 && 'text-destructive')}>{text}</span>;
}

/** Each ad account's figures for the range, in its own currency, with the change against the period before. */
export function AccountPerformanceTable() {
  const { t } = useTranslation('dashboardAccounts');
  const locale = useMoneyLocale();
  const formatDate = useDateFormat();
  const trpc = useTRPC();
  const headingId = useId();
  const { range, platform, accountFilter } = useDashboardSummary();
  const sort = accountSortOfSearch(useSearch({ from: '/_authed/dashboard/' }));
  const navigate = useNavigate({ from: '/dashboard/' });
  // The order is part of the page's URL, replaced in place like the other filters.
  const setSort = (next: typeof sort) => void navigate({ search: (previous) => ({ ...previous, ...searchOfAccountSort(next) }), replace: true });
  const reporting = useReportingCurrencyCode();
  const accounts = useQuery({
    ...trpc.dashboard.accounts.queryOptions({ ...range, platform, ...accountFilter, ...(reporting.currency ? { currency: reporting.currency } : {}) }),
    // Money ranks converted to the reporting currency the header shows: wait for it rather than ask twice.
    enabled: reporting.ready,
    placeholderData: keepPreviousData,
  });
  const number = (value: number, digits = 2) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  const previous = accounts.data?.previous;

  return (
    <Card asChild>
      <section aria-labelledby={headingId} aria-busy={accounts.isPending}>
        <CardHeader>
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="flex items-center gap-2 leading-none font-semibold">
              <TableIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              {t('table.title')}
            </h2>
            <p className="text-sm text-muted-foreground">
              {previous
                ? t('table.descriptionWithPrevious', { previous: formatDate.range({ from: new Date(`${previous.from}T00:00:00`), to: new Date(`${previous.to}T00:00:00`) }) })
                : t('table.description')}
            </p>
          </div>
        </CardHeader>
        <CardContent>
          {accounts.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : accounts.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 text-sm">
              <p className="text-destructive">{t('table.error')}</p>
              <Button variant="outline" size="sm" onClick={() => void accounts.refetch()}>
                <RotateCwIcon aria-hidden="true" />
                {t('table.retry')}
              </Button>
            </div>
          ) : accounts.data.accounts.length === 0 ? (
            <p className="rounded-md border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{t('table.empty')}</p>
          ) : (
            <Table stickyFirstColumn data-testid="account-performance-table">
              <TableHeader>
                <TableRow>
                  {ACCOUNT_TABLE_COLUMNS.map((column) => {
                    const sorted = sort.column === column;
                    const Icon = !sorted ? ArrowUpDownIcon : sort.direction === 'asc' ? ArrowUpIcon : ArrowDownIcon;
                    return (
                      <TableHead key={column} aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className={cn(NUMERIC.has(column) && 'text-right')}>
                        <button type="button" className="inline-flex items-center gap-1 uppercase hover:text-foreground" onClick={() => setSort(nextSort(sort, column))}>
                          {t(`table.columns.${column}`)}
                          <Icon aria-hidden="true" className={cn('size-3', !sorted && 'opacity-40')} />
                        </button>
                      </TableHead>
                    );
                  })}
                </TableRow>
              </TableHeader>
              <TableBody>
                {sortAccountRows(accounts.data.accounts, sort).map((row) => (
                  <TableRow key={row.id} data-account-id={row.id}>
                    <TableCell className="max-w-48 font-medium">
                      {/* On a phone the name wraps rather than lose its end, where accounts often differ ("– EU", "– US"). */}
                      <Link to="/dashboard" search={{ accounts: [row.id] }} className="block text-primary underline-offset-4 hover:underline sm:truncate" title={t('table.viewAccount', { name: row.name })}>
                        {row.name}
                      </Link>
                      <PlatformName platformId={row.platformId} className="text-xs font-normal text-muted-foreground" />
                    </TableCell>
                    <TableCell className="text-muted-foreground">{row.businessName ?? '—'}</TableCell>
                    <TableCell className="text-right tabular-nums" data-column="spend">
                      {formatMoney(row.spend, row.currency, locale)}
                      {row.convertedSpend !== null && row.currency !== accounts.data.reportingCurrency && (
                        <span className="block text-xs text-muted-foreground" data-testid="converted-spend">
                          ≈ {formatMoney(row.convertedSpend, accounts.data.reportingCurrency, locale)}
                        </span>
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums" data-column="results"><ResultCount figures={row} locale={locale} /></TableCell>
                    <TableCell className="text-right tabular-nums" data-column="costPerResult">{row.costPerResult === null ? <span className="text-muted-foreground">—</span> : formatMoney(row.costPerResult, row.currency, locale)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(row.cpc, row.currency, locale)}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(row.ctr)} %</TableCell>
                    <TableCell className="text-right tabular-nums" data-column="roas"><RoasFigure roas={row.roas} conversionValue={row.conversionValue} locale={locale} /></TableCell>
                    <TableCell className="text-right tabular-nums" data-column="spendChange"><ChangeCell value={row.spendChange} locale={locale} /></TableCell>
                    <TableCell className="text-right tabular-nums" data-column="resultsChange"><ChangeCell value={row.resultsChange} locale={locale} /></TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
