import { useQuery } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { CircleCheckIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon } from '@/components/auth/brand-icons';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ReconnectButton } from '@/components/connections/reconnect-button';
import { reconnectNamesOf } from '@/components/connections/reconnect-names';
import { SyncButton } from '@/components/sync/sync-button';
import { SyncFailuresAlert } from '@/components/sync/sync-failures-alert';
import { SyncProgressPanel } from '@/components/sync/sync-progress-panel';
import { useDateLocale } from '@/i18n/use-date-locale';
import { FACEBOOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { FACEBOOK_PLATFORM_ID } from '@/lib/platform-links';
import { useTRPC } from '@/lib/trpc';
import { PlatformCard } from './platform-card';
import { ConnectedBy, PlatformCardError, PlatformCardPending, PlatformConnectButton, PlatformCount } from './platform-card-parts';
import { TikTokCard } from './tiktok-card';
import { TokenExpiryAlert } from './token-expiry-alert';

/** The sidebar's platform strip links to this section (#ad-platform-connections). */
const PLATFORM_CONNECTIONS_ID = 'ad-platform-connections';

export function PlatformConnections() {
  const { t } = useTranslation('accounts');
  const headingId = useId();
  return (
    <section id={PLATFORM_CONNECTIONS_ID} aria-labelledby={headingId} className="flex scroll-mt-24 flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {t('connections.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <FacebookCard />
        <TikTokCard />
      </div>
    </section>
  );
}

function FacebookCard() {
  const { t, i18n } = useTranslation('accounts');
  const locale = useDateLocale();
  const trpc = useTRPC();
  const { connecting, connect } = usePlatformConnect();
  const status = useQuery(trpc.connections.status.queryOptions());
  const facebook = status.data?.facebook;
  const names = facebook ? reconnectNamesOf(facebook.reconnect, i18n.language) : null;
  // Reconnecting renews a token that was refused and one about to end alike.
  const renew = Boolean(facebook?.error || facebook?.connectedBy.some((connection) => connection.expiryWarning));
  const tokenAlert = (
    <Alert variant="destructive">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>{t('facebook.tokenErrorTitle')}</AlertTitle>
      <AlertDescription>{names ? t('reconnect.descriptionNamed', { names }) : t('facebook.tokenError')}</AlertDescription>
    </Alert>
  );

  const connectButton = (label: string, variant: 'default' | 'outline') => (
    <PlatformConnectButton label={label} busyLabel={t('facebook.connecting')} variant={variant} connecting={connecting} onConnect={() => connect(FACEBOOK_CONNECT_URL)} />
  );

  return (
    <PlatformCard
      icon={<FacebookIcon className="size-5 text-[#1877F2]" />}
      title={t('facebook.title')}
      description={t('facebook.description')}
      badge={
        // Token validity outranks having accounts: a revoked connection is never shown as "Connected".
        facebook?.error ? (
          <Badge variant="destructive" data-testid="facebook-reconnect-badge">
            <TriangleAlertIcon aria-hidden="true" />
            {t('facebook.reconnectNeeded')}
          </Badge>
        ) : facebook?.connected ? (
          <Badge variant="success" data-testid="facebook-connected-badge">
            <CircleCheckIcon aria-hidden="true" />
            {t('facebook.connected')}
          </Badge>
        ) : undefined
      }
      busy={status.isPending}
    >
      {status.isPending ? (
        <PlatformCardPending />
      ) : status.isError ? (
        <PlatformCardError message={t('facebook.statusError')} onRetry={() => void status.refetch()} />
      ) : facebook?.connected ? (
        <>
          <PlatformCount count={facebook.accountCount} label={t('facebook.accountCount', { count: facebook.accountCount })} testId="facebook-account-count">
            {facebook.lastSyncedAt && (
              <p className="text-xs text-muted-foreground">
                {t('facebook.lastSynced', { when: formatDistanceToNow(facebook.lastSyncedAt, { addSuffix: true, locale }) })}
              </p>
            )}
            <ConnectedBy connections={facebook.connectedBy} />
          </PlatformCount>
          {facebook.error ? tokenAlert : <TokenExpiryAlert connections={facebook.connectedBy} />}
          <SyncProgressPanel platformId={FACEBOOK_PLATFORM_ID} />
          <SyncFailuresAlert />
          <div className="mt-auto flex flex-wrap gap-2">
            {renew && <ReconnectButton />}
            {connectButton(t('facebook.connectAnother'), 'outline')}
            <SyncButton variant={renew ? 'outline' : 'default'} />
          </div>
        </>
      ) : (
        <>
          {facebook?.error ? (
            tokenAlert
          ) : (
            <Alert variant="info">
              <InfoIcon aria-hidden="true" />
              <AlertTitle>{t('facebook.notConnectedTitle')}</AlertTitle>
              <AlertDescription>{t('facebook.notConnected')}</AlertDescription>
            </Alert>
          )}
          <SyncProgressPanel platformId={FACEBOOK_PLATFORM_ID} compact />
          <div className="mt-auto">{facebook?.error ? <ReconnectButton /> : connectButton(t('facebook.connect'), 'default')}</div>
        </>
      )}
    </PlatformCard>
  );
}
