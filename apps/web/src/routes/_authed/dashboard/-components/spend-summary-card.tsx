import { formatMoney } from '@adfleet/core/money';
import { ReceiptTextIcon, RotateCwIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CappedList } from '@/components/capped-list';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateRange } from '@/filters/filters-context';
import { useDateFormat } from '@/i18n/use-date-format';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { useDashboardSummary } from './use-dashboard-summary';

/** Spend in the header's range, one line per currency: amounts in different currencies are never added together. */
export function SpendSummaryCard({ className }: { className?: string }) {
  const { t } = useTranslation(['dashboard', 'layout']);
  const locale = useMoneyLocale();
  const formatDate = useDateFormat();
  const dateRange = useDateRange();
  const { summary } = useDashboardSummary();
  const headingId = useId();
  const rangeLabel = dateRange.preset ? t(`layout:filters.presets.${dateRange.preset}`) : formatDate.range(dateRange.range);

  return (
    <Card asChild className={className}>
      <section aria-labelledby={headingId} aria-busy={summary.isPending} data-testid="spend-summary">
        <CardHeader className="flex-col gap-1">
          <h2 id={headingId} className="flex items-center gap-2 leading-none font-semibold">
            <ReceiptTextIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('spend.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{rangeLabel}</p>
        </CardHeader>
        {/* One height whatever the number of currencies (more scroll, or 'Show all'), so the cards below never move when it fills. */}
        <CardContent className="flex min-h-36 flex-1 flex-col">
          {summary.isPending ? (
            <div className="flex flex-col gap-2">
              <Skeleton className="h-8 w-32" />
              <Skeleton className="h-4 w-48" />
            </div>
          ) : summary.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 text-sm">
              <p className="text-destructive">{t('summaryError')}</p>
              <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
                <RotateCwIcon aria-hidden="true" />
                {t('retry')}
              </Button>
            </div>
          ) : summary.data.currencies.length === 0 ? (
            <div className="flex flex-col gap-1">
              <p className="text-3xl font-semibold tracking-tight tabular-nums">{formatMoney(0, 'USD', locale)}</p>
              <p className="text-sm text-muted-foreground">{t('spend.noData')}</p>
            </div>
          ) : (
            <CappedList capClassName="max-h-36" label={t('spend.title')}>
              <ul className="flex flex-col divide-y">
                {summary.data.currencies.map((row) => (
                  <li key={row.currency} className="flex items-baseline justify-between gap-3 py-2 first:pt-0 last:pb-0" data-currency={row.currency}>
                    <span className="flex min-w-0 flex-col">
                      <span className="text-sm font-medium">{row.currency}</span>
                      <span className="text-xs text-muted-foreground">{t('spend.accounts', { count: row.accounts })}</span>
                    </span>
                    <span className="text-xl font-semibold tracking-tight tabular-nums" data-testid={`spend-${row.currency}`}>
                      {formatMoney(row.spend, row.currency, locale)}
                    </span>
                  </li>
                ))}
              </ul>
            </CappedList>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
