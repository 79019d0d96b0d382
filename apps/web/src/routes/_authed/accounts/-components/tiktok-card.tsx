import { useQuery } from '@tanstack/react-query';
import { CircleCheckIcon, InfoIcon, RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TikTokIcon } from '@/components/auth/brand-icons';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SyncProgressPanel } from '@/components/sync/sync-progress-panel';
import { useStartSync } from '@/components/sync/use-start-sync';
import { cn } from '@/lib/utils';
import { TIKTOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { TIKTOK_PLATFORM_ID } from '@/lib/platform-links';
import { useTRPC } from '@/lib/trpc';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';
import { PlatformCard } from './platform-card';
import { ConnectedBy, PlatformCardError, PlatformCardPending, PlatformConnectButton, PlatformCount } from './platform-card-parts';

/**
 * TikTok Ads: connect through TikTok's advertiser authorization, then the advertisers granted with their currency,
 * synced in the background and on request; a token TikTok refused asks to connect again.
 */
export function TikTokCard() {
  const { t } = useTranslation('accounts');
  const trpc = useTRPC();
  const { connecting, connect } = usePlatformConnect();
  const { sync, syncing } = useStartSync();
  const syncRefused = useWorkspaceRole().refusal('operate');
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
        // Token validity outranks having advertisers: a refused connection is never shown as "Connected".
        tiktok?.error ? (
          <Badge variant="destructive" data-testid="tiktok-reconnect-badge">
            <TriangleAlertIcon aria-hidden="true" />
            {t('tiktok.reconnectNeeded')}
          </Badge>
        ) : tiktok?.connected ? (
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
          <PlatformCount count={tiktok.accountCount} label={t('tiktok.advertiserCount', { count: tiktok.accountCount })} testId="tiktok-advertiser-count">
            <ConnectedBy connections={tiktok.connectedBy} />
          </PlatformCount>
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
          {/* Its first sync (connecting starts one) and every later one, here and not on Meta's card. */}
          <SyncProgressPanel platformId={TIKTOK_PLATFORM_ID} />
          {tiktok.error && (
            <Alert variant="destructive">
              <TriangleAlertIcon aria-hidden="true" />
              <AlertTitle>{t('tiktok.reconnectNeeded')}</AlertTitle>
              <AlertDescription>{t('tiktok.tokenError')}</AlertDescription>
            </Alert>
          )}
          <div className="mt-auto flex flex-wrap gap-2">
            {connectButton(t(tiktok.error ? 'tiktok.reconnect' : 'tiktok.connectAnother'), tiktok.error ? 'default' : 'outline')}
            {/* A refused token syncs nothing until TikTok is connected again. */}
            {!tiktok.error && (
              <RoleRefusal reason={syncRefused}>
                <Button variant="outline" disabled={syncing || syncRefused !== undefined} aria-busy={syncing} onClick={sync} data-testid="tiktok-sync">
                  <RefreshCwIcon aria-hidden="true" className={cn(syncing && 'animate-spin')} />
                  {syncing ? t('sync.syncing') : t('sync.button')}
                </Button>
              </RoleRefusal>
            )}
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
