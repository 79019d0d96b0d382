import { formatMoney } from '@adfleet/core/money';
import { BadgeDollarSignIcon, EyeIcon, MegaphoneIcon, MousePointerClickIcon, PercentIcon, TargetIcon, TrendingUpIcon, WalletIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { cpcOf, ctrOf, roasOf } from '@/lib/kpi';
import { formatCount, formatPercent, formatRatio } from '@/lib/number-format';
import { KpiTile } from './kpi-tile';
import { useDashboardSummary } from './use-dashboard-summary';

/** With no data yet, money shows as the spec's '$0.00'. */
const DEFAULT_CURRENCY = 'USD';

export function KpiTiles() {
  const { t } = useTranslation('dashboard');
  const locale = useMoneyLocale();
  const { summary } = useDashboardSummary();
  const loading = summary.isPending;
  const currencies = summary.data?.currencies ?? [];
  const totals = summary.data?.totals ?? { impressions: 0, clicks: 0, conversions: 0 };
  const perCurrency = (value: (row: (typeof currencies)[number]) => string, empty: string) => (currencies.length > 0 ? currencies.map(value) : [empty]);

  return (
    <section aria-label={t('kpi.label')} aria-busy={loading} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <KpiTile
        testId="kpi-spend"
        // The widest figures (several currencies, large amounts): the full row on a phone.
        className="col-span-2 md:col-span-1"
        label={t('kpi.spend')}
        icon={WalletIcon}
        loading={loading}
        values={perCurrency((row) => formatMoney(row.spend, row.currency, locale), formatMoney(0, DEFAULT_CURRENCY, locale))}
      />
      <KpiTile label={t('kpi.impressions')} icon={EyeIcon} loading={loading} values={[formatCount(totals.impressions, locale)]} />
      <KpiTile label={t('kpi.clicks')} icon={MousePointerClickIcon} loading={loading} values={[formatCount(totals.clicks, locale)]} />
      <KpiTile label={t('kpi.conversions')} icon={TargetIcon} loading={loading} values={[formatCount(totals.conversions, locale)]} />
      <KpiTile label={t('kpi.ctr')} icon={PercentIcon} loading={loading} values={[formatPercent(ctrOf(totals.clicks, totals.impressions), locale)]} />
      <KpiTile
        label={t('kpi.cpc')}
        icon={BadgeDollarSignIcon}
        loading={loading}
        values={perCurrency((row) => formatMoney(cpcOf(row.spend, row.clicks), row.currency, locale), formatMoney(0, DEFAULT_CURRENCY, locale))}
      />
      <KpiTile
        label={t('kpi.roas')}
        icon={TrendingUpIcon}
        loading={loading}
        values={perCurrency((row) => `${formatRatio(roasOf(row.conversionValue, row.spend), locale)} · ${row.currency}`, formatRatio(0, locale))}
      />
      <KpiTile
        label={t('kpi.activeCampaigns')}
        icon={MegaphoneIcon}
        loading={loading}
        values={[formatCount(summary.data?.activeCampaigns ?? 0, locale)]}
        className="col-span-2 md:col-span-1"
      />
    </section>
  );
}
