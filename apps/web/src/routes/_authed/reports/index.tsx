import { formatMoney } from '@adfleet/core/money';
import { REPORT_ROWS_MAX, REPORT_ROWS_STEP } from '@adfleet/core/report-options';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ChevronDownIcon, RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportingCurrencyCode } from '@/components/currency/use-reporting-currency';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useHeaderScope } from '@/filters/use-header-scope';
import { usePageTitle } from '@/hooks/use-page-title';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';
import { ExportCsvButton } from './-components/export-csv-button';
import { ReportChart } from './-components/report-chart';
import { ReportFilters } from './-components/report-filters';
import { applySavedFilters, exportQueryOf, filterValuesOf, nextSort, type ReportSearch, validateReportSearch } from './-components/report-search';
import { ReportConversionNote, showsConvertedTotal } from './-components/report-conversion-note';
import { ReportTable } from './-components/report-table';
import { SavedFiltersBar } from './-components/saved-filters-bar';

export const Route = createFileRoute('/_authed/reports/')({
  validateSearch: validateReportSearch,
  component: ReportsPage,
});

function ReportsPage() {
  const { t } = useTranslation('reports');
  usePageTitle(t('title'));
  const trpc = useTRPC();
  const render = useRenderMessage();
  const locale = useMoneyLocale();
  const navigate = useNavigate({ from: '/reports/' });
  const search = Route.useSearch();
  const { range, platform } = useHeaderScope();
  const reporting = useReportingCurrencyCode();
  const shownReport = { ...range, platform, ...filterValuesOf(search), ...(reporting.currency ? { currency: reporting.currency } : {}) };
  // 'Show more' adds rows to this report; another report (filters, days, platform) starts again from its first rows.
  const shownKey = JSON.stringify(shownReport);
  const [more, setMore] = useState({ of: shownKey, limit: REPORT_ROWS_STEP });
  const limit = more.of === shownKey ? more.limit : REPORT_ROWS_STEP;
  const report = useQuery({
    ...trpc.reports.run.queryOptions({ ...shownReport, limit }),
    // The converted total is in the reporting currency the header shows: wait for it rather than ask twice.
    enabled: reporting.ready,
    placeholderData: keepPreviousData,
  });
  const update = (patch: Partial<ReportSearch>) => void navigate({ search: (previous: ReportSearch) => validateReportSearch({ ...previous, ...patch }), replace: true });
  const refused = render(clientErrorMessageOf(report.error));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      <>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ReportFilters search={search} onChange={update} />
          <div className="flex flex-wrap items-center gap-2">
            <SavedFiltersBar search={search} onApply={(filters) => void navigate({ search: (previous: ReportSearch) => applySavedFilters(previous, filters), replace: true })} />
            <ExportCsvButton query={exportQueryOf(search, range, platform)} />
          </div>
        </div>
        {report.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : report.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-md border p-4 text-sm">
            <p className="text-destructive">{refused ? t('filters.invalid', { message: refused }) : t('table.error')}</p>
            {!refused && (
              <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
                <RotateCwIcon aria-hidden="true" />
                {t('table.retry')}
              </Button>
            )}
          </div>
        ) : (
          <>
            <ReportChart daily={report.data.daily} range={report.data.days} metric={search.metric ?? 'spend'} onMetric={(metric) => update({ metric })} />
            <Card>
              <CardContent className="flex flex-col gap-3" aria-busy={report.isFetching}>
                {report.data.rows.length === 0 ? (
                  <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{t('table.empty')}</p>
                ) : (
                  <ReportTable report={report.data} search={search} onSort={(column) => update(nextSort(search, column))} />
                )}
                {report.data.rowCount > report.data.rows.length && <p className="text-sm text-muted-foreground">{t('table.showing', { shown: report.data.rows.length, count: report.data.rowCount })}</p>}
                {report.data.rowCount > report.data.rows.length && report.data.rows.length < REPORT_ROWS_MAX && (
                  <Button variant="outline" size="sm" className="self-center" disabled={report.isPlaceholderData} onClick={() => setMore({ of: shownKey, limit: Math.min(limit + REPORT_ROWS_STEP, REPORT_ROWS_MAX) })}>
                    {report.isPlaceholderData ? <Spinner aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
                    {t('table.showMore')}
                  </Button>
                )}
                {report.data.totals.length > 1 && <p className="text-xs text-muted-foreground">{t('table.totalsNote')}</p>}
                {report.data.convertedTotal.spendWithoutValue > 0 && (
                  <p className="text-xs text-muted-foreground" data-testid="report-roas-excludes">
                    {t('table.roasExcludes', { amount: formatMoney(report.data.convertedTotal.spendWithoutValue, report.data.convertedTotal.currency, locale) })}
                  </p>
                )}
                {showsConvertedTotal(report.data) && <ReportConversionNote converted={report.data.convertedTotal} />}
              </CardContent>
            </Card>
          </>
        )}
      </>
    </div>
  );
}
