import { formatMoney } from '@adfleet/core/money';
import { BadgeDollarSignIcon, EyeIcon, HandCoinsIcon, MegaphoneIcon, MousePointerClickIcon, PercentIcon, TargetIcon, TrendingUpIcon, WalletIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { cpaOf, cpcOf, ctrOf } from '@/lib/kpi';
import { formatCount, formatPercent, formatRatio } from '@/lib/number-format';
import { KpiTile } from './kpi-tile';
import { useDashboardSummary } from './use-dashboard-summary';

/** With no data yet, money shows as the spec's '$0.00'. */
const DEFAULT_CURRENCY = 'USD';

export function KpiTiles() {
  const { t } = useTranslation(['dashboard', 'results']);
  const locale = useMoneyLocale();
  const { summary } = useDashboardSummary();
  const loading = summary.isPending;
  const currencies = summary.data?.currencies ?? [];
  const totals = summary.data?.totals ?? { impressions: 0, clicks: 0, conversions: 0 };
  const converted = summary.data?.converted;
  const target = converted?.currency ?? DEFAULT_CURRENCY;
  // The converted total heads each money tile; each currency's own figure follows, unless it is the only one and the same.
  const ownLines = currencies.length === 1 && currencies[0]!.currency === target ? [] : currencies;
  const perCurrency = (headline: string, value: (row: (typeof currencies)[number]) => string) => [headline, ...ownLines.map(value)];
  const roasText = (roas: number | null) => (roas === null ? t('results:notAvailable') : formatRatio(roas, locale));

  return (
    <section aria-label={t('kpi.label')} aria-busy={loading} className="grid grid-cols-2 gap-3 md:grid-cols-3">
      <KpiTile
        testId="kpi-spend"
        // The widest figures (several currencies, large amounts): the full row on a phone.
        className="col-span-2 md:col-span-1"
        label={t('kpi.spend')}
        icon={WalletIcon}
        loading={loading}
        values={perCurrency(formatMoney(converted?.spend ?? 0, target, locale), (row) => formatMoney(row.spend, row.currency, locale))}
      />
      <KpiTile label={t('kpi.impressions')} icon={EyeIcon} loading={loading} values={[formatCount(totals.impressions, locale)]} />
      <KpiTile label={t('kpi.clicks')} icon={MousePointerClickIcon} loading={loading} values={[formatCount(totals.clicks, locale)]} />
      <KpiTile label={t('kpi.conversions')} icon={TargetIcon} loading={loading} values={[formatCount(totals.conversions, locale)]} />
      <KpiTile label={t('kpi.ctr')} icon={PercentIcon} loading={loading} values={[formatPercent(ctrOf(totals.clicks, totals.impressions), locale)]} />
      <KpiTile
        label={t('kpi.cpc')}
        icon={BadgeDollarSignIcon}
        loading={loading}
        values={perCurrency(formatMoney(converted?.cpc ?? 0, target, locale), (row) => formatMoney(cpcOf(row.spend, row.clicks), row.currency, locale))}
      />
      <KpiTile
        testId="kpi-cpa"
        label={t('kpi.cpa')}
        icon={HandCoinsIcon}
        loading={loading}
        values={perCurrency(formatMoney(converted?.cpa ?? 0, target, locale), (row) => formatMoney(cpaOf(row.spend, row.conversions), row.currency, locale))}
      />
      <KpiTile
        testId="kpi-roas"
        label={t('kpi.roas')}
        icon={TrendingUpIcon}
        loading={loading}
        values={[
          ...perCurrency(roasText(converted?.roas ?? 0), (row) => `${roasText(row.roas)} · ${row.currency}`),
          // ROAS is over the spend that has a purchase value: the rest is named, not counted against nothing.
          ...(converted && converted.spendWithoutValue > 0 ? [t('kpi.roasExcludes', { amount: formatMoney(converted.spendWithoutValue, target, locale) })] : []),
        ]}
      />
      <KpiTile
        label={t('kpi.activeCampaigns')}
        icon={MegaphoneIcon}
        loading={loading}
        values={[formatCount(summary.data?.activeCampaigns ?? 0, locale)]}
      />
    </section>
  );
}
