import { useQuery } from '@tanstack/react-query';
import { CircleCheckIcon, PlugIcon, RotateCwIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon } from '@/components/auth/brand-icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { FACEBOOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { useTRPC } from '@/lib/trpc';
import { PlatformDisconnect } from './platform-disconnect';
import { PlatformRow } from './platform-row';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

/** Facebook in Settings: connect, reconnect a broken grant, or disconnect (revoked at Meta). */
export function FacebookPlatformRow() {
  const { t } = useTranslation('settings');
  const trpc = useTRPC();
  const { connecting, connect } = usePlatformConnect();
  const refused = useWorkspaceRole().refusal('administer');
  const status = useQuery(trpc.connections.status.queryOptions());
  const facebook = status.data?.facebook;
  const linked = Boolean(facebook && (facebook.connected || facebook.error));

  const badge = !facebook ? (
    <Skeleton className="h-5 w-24" />
  ) : facebook.error ? (
    <Badge variant="destructive">
      <TriangleAlertIcon aria-hidden="true" />
      {t('platforms.needsReconnect')}
    </Badge>
  ) : facebook.connected ? (
    <Badge variant="success">
      <CircleCheckIcon aria-hidden="true" />
      {t('platforms.connected')} · {t('platforms.accounts', { count: facebook.accountCount })}
    </Badge>
  ) : (
    <Badge variant="secondary">{t('platforms.notConnected')}</Badge>
  );

  return (
    <PlatformRow icon={<FacebookIcon className="size-5 text-[#1877F2]" />} name={t('platforms.facebook')} badge={badge} testId="settings-facebook">
      {facebook && (
        <RoleRefusal reason={refused}>
          <Button variant="outline" disabled={connecting || refused !== undefined} onClick={() => connect(FACEBOOK_CONNECT_URL)}>
            {connecting ? <Spinner /> : linked ? <RotateCwIcon aria-hidden="true" /> : <PlugIcon aria-hidden="true" />}
            {linked ? t('platforms.reconnect') : t('platforms.connect')}
          </Button>
        </RoleRefusal>
      )}
      {linked && (
        <PlatformDisconnect
          mutationOptions={trpc.settings.disconnectFacebook.mutationOptions()}
          texts={{ title: t('platforms.confirmTitle'), description: t('platforms.confirmDescription'), done: t('platforms.disconnected'), failed: t('platforms.failed') }}
          testId="disconnect-confirm"
        />
      )}
    </PlatformRow>
  );
}
