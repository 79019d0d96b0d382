import { formatMoney } from '@adfleet/core/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDistanceToNow } from 'date-fns';
import { CopyIcon, MegaphoneIcon, RotateCwIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, TikTokIcon } from '@/components/auth/brand-icons';
import { useReportingCurrencyCode } from '@/components/currency/use-reporting-currency';
import { SyncButton } from '@/components/sync/sync-button';
import { SyncProgressPanel } from '@/components/sync/sync-progress-panel';
import { useSyncProgress } from '@/components/sync/use-facebook-sync';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/i18n/use-date-format';
import { useDateLocale } from '@/i18n/use-date-locale';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { useFilters } from '@/filters/filters-context';
import { ofPlatform } from '@/filters/platforms';
import { FACEBOOK_CONNECT_URL, TIKTOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { TIKTOK_PLATFORM_ID } from '@/lib/platform-links';
import { useTRPC } from '@/lib/trpc';
import { useClientView } from '@/workspaces/client-view';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useDashboardSummary } from './use-dashboard-summary';

const ACTIVE_CAMPAIGNS_LIMIT = 5;

/** The ACTIVE campaigns with the most spend in the chosen range and accounts, a sync that really syncs, and when it last did. */
export function ActiveCampaignsCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const locale = useMoneyLocale();
  const dateLocale = useDateLocale();
  const formatDate = useDateFormat();
  const trpc = useTRPC();
  const { range, platform, accountFilter } = useDashboardSummary();
  const { connecting, connect } = usePlatformConnect();
  const headingId = useId();
  const { lastSyncedAt } = useSyncProgress();
  const accounts = useQuery(trpc.adAccounts.list.queryOptions());
  const { currency } = useReportingCurrencyCode();
  const campaigns = useQuery(trpc.dashboard.activeCampaigns.queryOptions({ ...range, platform, ...accountFilter, limit: ACTIVE_CAMPAIGNS_LIMIT, ...(currency ? { currency } : {}) }));
  // A client with nothing shared is not asked to connect: the agency shares accounts with them.
  const clientView = useClientView();
  // The header's platform's own: on TikTok's dashboard, TikTok's advertisers, sync and connection.
  const { platformId } = useFilters();
  const nothingConnected = accounts.isSuccess && ofPlatform(accounts.data, platformId).length === 0 && !clientView;
  const tiktok = platformId === TIKTOK_PLATFORM_ID;

  return (
    <Card asChild className={className}>
      <section aria-labelledby={headingId} aria-busy={campaigns.isPending}>
        <CardHeader>
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="flex items-center gap-2 leading-none font-semibold">
              <MegaphoneIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              {t('campaigns.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('campaigns.description')}</p>
          </div>
          {!nothingConnected && <SyncButton size="sm" label={t('campaigns.sync')} platformId={platformId} />}
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-3">
          <SyncProgressPanel platformId={platformId} compact />
          {campaigns.isPending ? (
            <div className="flex flex-col gap-3">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : campaigns.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 text-sm">
              <p className="text-destructive">{t('campaigns.error')}</p>
              <Button variant="outline" size="sm" onClick={() => void campaigns.refetch()}>
                <RotateCwIcon aria-hidden="true" />
                {t('retry')}
              </Button>
            </div>
          ) : campaigns.data.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-md border border-dashed px-3 py-6 text-center text-sm">
              <p className="text-muted-foreground">{nothingConnected ? t('campaigns.emptyNotConnected') : t('campaigns.empty')}</p>
              {nothingConnected && (
                <Button variant="outline" size="sm" disabled={connecting} onClick={() => connect(tiktok ? TIKTOK_CONNECT_URL : FACEBOOK_CONNECT_URL)}>
                  {connecting ? <Spinner /> : tiktok ? <TikTokIcon /> : <FacebookIcon className="text-[#1877F2]" />}
                  {connecting ? t('accountsCard.connecting') : t(tiktok ? 'accountsCard.connectTikTok' : 'accountsCard.connect')}
                </Button>
              )}
            </div>
          ) : (
            <ol className="flex flex-col divide-y" data-testid="active-campaigns">
              {campaigns.data.map((campaign) => (
                <li key={campaign.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                  <span className="flex min-w-0 flex-1 flex-col">
                    <TruncatedText className="text-sm font-medium">{campaign.name}</TruncatedText>
                    <TruncatedText className="text-xs text-muted-foreground">{campaign.adAccountName}</TruncatedText>
                  </span>
                  <span className="flex shrink-0 flex-col items-end">
                    {/* Ranked by spend converted to the reporting currency; its own currency's figure beside it. */}
                    <span className="text-sm font-semibold tabular-nums" data-testid="campaign-converted-spend">
                      {campaign.convertedSpend !== null ? formatMoney(campaign.convertedSpend, campaign.reportingCurrency, locale) : formatMoney(campaign.spend, campaign.currency, locale)}
                    </span>
                    <span className="text-xs text-muted-foreground tabular-nums">
                      {campaign.currency !== campaign.reportingCurrency && campaign.convertedSpend !== null && `${formatMoney(campaign.spend, campaign.currency, locale)} · `}
                      {t('campaigns.spendInRange')}
                    </span>
                  </span>
                  <Button variant="ghost" size="icon" className="size-8 shrink-0" asChild>
                    <Link to="/campaign-duplicator" search={{ campaignId: campaign.externalId }} aria-label={t('campaigns.duplicateLabel', { name: campaign.name })} title={t('campaigns.duplicate')}>
                      <CopyIcon aria-hidden="true" />
                    </Link>
                  </Button>
                </li>
              ))}
            </ol>
          )}
          {!nothingConnected && (
            <p className="mt-auto text-xs text-muted-foreground">
              {lastSyncedAt ? (
                <time dateTime={lastSyncedAt.toISOString()} title={formatDate.dateTime(lastSyncedAt)}>
                  {t('lastSync', { when: formatDistanceToNow(lastSyncedAt, { addSuffix: true, locale: dateLocale }) })}
                </time>
              ) : (
                t('neverSynced')
              )}
            </p>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
