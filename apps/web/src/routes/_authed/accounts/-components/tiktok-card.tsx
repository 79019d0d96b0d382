import { useQuery } from '@tanstack/react-query';
import { CircleCheckIcon, InfoIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TikTokIcon } from '@/components/auth/brand-icons';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TIKTOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { useTRPC } from '@/lib/trpc';
import { PlatformCard } from './platform-card';
import { PlatformCardError, PlatformCardPending, PlatformConnectButton, PlatformCount } from './platform-card-parts';

/** TikTok's platform id (the spec's platforms: facebook 1, tiktok 2). */
const TIKTOK_PLATFORM_ID = 2;

/**
 * TikTok Ads: connect through TikTok's advertiser authorization, then the advertisers granted with their currency.
 * Sync is not built yet, so its button says so instead of pretending.
 */
export function TikTokCard() {
  const { t } = useTranslation('accounts');
  const trpc = useTRPC();
  const { connecting, connect } = usePlatformConnect();
  const status = useQuery(trpc.connections.status.queryOptions());
  const tiktok = status.data?.tiktok;
  const advertisers = useQuery({ ...trpc.adAccounts.list.queryOptions({ platformId: TIKTOK_PLATFORM_ID }), enabled: Boolean(tiktok?.connected) });

  const connectButton = (label: string, variant: 'default' | 'outline') => (
    <PlatformConnectButton label={label} busyLabel={t('tiktok.connecting')} variant={variant} connecting={connecting} onConnect={() => connect(TIKTOK_CONNECT_URL)} />
  );

  return (
    <PlatformCard
      icon={<TikTokIcon className="size-5" />}
      title={t('tiktok.title')}
      description={t('tiktok.description')}
      badge={
        tiktok?.connected ? (
          <Badge variant="success" data-testid="tiktok-connected-badge">
            <CircleCheckIcon aria-hidden="true" />
            {t('tiktok.connected')}
          </Badge>
        ) : undefined
      }
      busy={status.isPending}
    >
      {status.isPending ? (
        <PlatformCardPending />
      ) : status.isError ? (
        <PlatformCardError message={t('tiktok.statusError')} onRetry={() => void status.refetch()} />
      ) : tiktok?.connected ? (
        <>
          <PlatformCount count={tiktok.accountCount} label={t('tiktok.advertiserCount', { count: tiktok.accountCount })} testId="tiktok-advertiser-count" />
          {advertisers.data && advertisers.data.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm" data-testid="tiktok-advertisers">
              {advertisers.data.map((advertiser) => (
                <li key={advertiser.id} className="flex min-w-0 items-center justify-between gap-2">
                  <span className="truncate">{advertiser.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{advertiser.currency}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-auto flex flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              {connectButton(t('tiktok.connectAnother'), 'outline')}
              <Button variant="outline" disabled aria-describedby="tiktok-sync-later">
                <RefreshCwIcon aria-hidden="true" />
                {t('sync.button')}
              </Button>
            </div>
            <p id="tiktok-sync-later" className="text-xs text-muted-foreground">
              {t('tiktok.syncComing')}
            </p>
          </div>
        </>
      ) : (
        <>
          <Alert variant="info">
            <InfoIcon aria-hidden="true" />
            <AlertTitle>{t('tiktok.notConnectedTitle')}</AlertTitle>
            <AlertDescription>{t('tiktok.notConnected')}</AlertDescription>
          </Alert>
          <div className="mt-auto">{connectButton(t('tiktok.connect'), 'default')}</div>
        </>
      )}
    </PlatformCard>
  );
}
