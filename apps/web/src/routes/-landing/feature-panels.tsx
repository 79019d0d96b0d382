import { formatMinor, moneyLocale } from '@adfleet/core/money';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, TikTokIcon } from '@/components/auth/brand-icons';
import { SAMPLE_ACCOUNTS, SAMPLE_COPIES, SAMPLE_LOG, SAMPLE_METRICS, SAMPLE_SOURCE_CAMPAIGN } from './feature-sample-data';

const table = 'w-full text-left text-sm';
/** Ids matter least in a sample: on a phone they give their room to the names and statuses. */
const wideOnly = 'hidden sm:table-cell';
const headCell = 'border-b px-3 py-2 font-medium text-muted-foreground';
const cell = 'border-b px-3 py-2.5';
const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

/** Should a table still be too wide, it scrolls inside its own frame, never the page. */
function TableFrame({ children }: { children: React.ReactNode }) {
  return <div className="overflow-x-auto rounded-lg border bg-background">{children}</div>;
}

export function ConnectPanel() {
  const { t } = useTranslation('landing');
  return (
    <TableFrame>
      <table className={table}>
        <thead>
          <tr>
            <th className={headCell}>{t('features.connect.columns.name')}</th>
            <th className={`${headCell} ${wideOnly}`}>{t('features.connect.columns.id')}</th>
            <th className={headCell}>{t('features.connect.columns.currency')}</th>
            <th className={headCell}>{t('features.connect.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_ACCOUNTS.map((account) => (
            <tr key={account.id}>
              <td className={`${cell} font-medium`}>
                <span className="flex items-center gap-2">
                  {account.platform === 'meta' ? <FacebookIcon className="size-4 shrink-0 text-[#1877F2]" /> : <TikTokIcon className="size-4 shrink-0" />}
                  {/* The mark is decorative; a screen reader hears the platform's name instead. */}
                  <span className="sr-only">{t(`features.connect.${account.platform}`)} </span>
                  {account.name}
                </span>
              </td>
              <td className={`${cell} ${wideOnly} font-mono text-xs`}>{account.id}</td>
              <td className={cell}>{account.currency}</td>
              <td className={cell}>
                <span className={`${pill} bg-success/15 text-success`}>{t('features.connect.active')}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

export function VisualizationPanel() {
  const { t, i18n } = useTranslation('landing');
  const locale = moneyLocale(i18n.resolvedLanguage);
  const whole = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 });
  const { spendCents, impressions, clicks, conversions } = SAMPLE_METRICS;
  const metrics = [
    { key: 'spend', value: formatMinor(spendCents, 'USD', locale) },
    { key: 'impressions', value: whole.format(impressions) },
    { key: 'clicks', value: whole.format(clicks) },
    { key: 'ctr', value: percent.format(clicks / impressions) },
    { key: 'cpc', value: formatMinor(Math.round(spendCents / clicks), 'USD', locale) },
    { key: 'conversions', value: whole.format(conversions) },
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {metrics.map(({ key, value }) => (
        <div key={key} className="flex flex-col-reverse rounded-lg border bg-background p-4">
          <dt className="text-sm text-muted-foreground">{t(`features.visualization.metrics.${key}`)}</dt>
          <dd className="text-xl font-semibold tabular-nums sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DuplicationPanel() {
  const { t } = useTranslation('landing');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        <span className="text-muted-foreground">{t('features.duplication.source')}: </span>
        <span className="font-medium">{SAMPLE_SOURCE_CAMPAIGN}</span>
      </p>
      <TableFrame>
        <table className={table}>
          <thead>
            <tr>
              <th className={headCell}>{t('features.duplication.columns.account')}</th>
              <th className={`${headCell} ${wideOnly}`}>{t('features.duplication.columns.campaign')}</th>
              <th className={headCell}>{t('features.duplication.columns.result')}</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_COPIES.map((copy) => (
              <tr key={copy.campaignId}>
                <td className={`${cell} font-medium`}>{copy.account}</td>
                <td className={`${cell} ${wideOnly} font-mono text-xs`}>{copy.campaignId}</td>
                <td className={cell}>
                  <span className={`${pill} bg-amber-500/15 text-amber-800 dark:text-amber-200`}>{t('features.duplication.created')}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}

export function LogsPanel() {
  const { t } = useTranslation('landing');
  return (
    <TableFrame>
      <table className={table}>
        <thead>
          <tr>
            <th className={`${headCell} w-20`}>{t('features.logs.columns.when')}</th>
            <th className={headCell}>{t('features.logs.columns.action')}</th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_LOG.map((row) => (
            <tr key={row.key}>
              <td className={`${cell} text-muted-foreground tabular-nums`}>{row.time}</td>
              <td className={cell}>{t(`features.logs.rows.${row.key}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
