import { useQuery } from '@tanstack/react-query';
import { CircleCheckIcon, PlugIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TikTokIcon } from '@/components/auth/brand-icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TIKTOK_CONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { useTRPC } from '@/lib/trpc';
import { PlatformDisconnect } from './platform-disconnect';
import { PlatformRow } from './platform-row';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';

/**
 * TikTok in Settings: connect more advertisers, or disconnect. TikTok has no call that withdraws a grant, so the
 * confirmation says where the person ends it at TikTok.
 */
export function TikTokPlatformRow() {
  const { t } = useTranslation('settings');
  const trpc = useTRPC();
  const { connecting, connect } = usePlatformConnect();
  const refused = useWorkspaceRole().refusal('administer');
  const status = useQuery(trpc.connections.status.queryOptions());
  const tiktok = status.data?.tiktok;

  const badge = !tiktok ? (
    <Skeleton className="h-5 w-24" />
  ) : tiktok.connected ? (
    <Badge variant="success">
      <CircleCheckIcon aria-hidden="true" />
      {t('platforms.connected')} · {t('platforms.advertisers', { count: tiktok.accountCount })}
    </Badge>
  ) : (
    <Badge variant="secondary">{t('platforms.notConnected')}</Badge>
  );

  return (
    <PlatformRow icon={<TikTokIcon className="size-5" />} name={t('platforms.tiktok')} badge={badge} testId="settings-tiktok">
      {tiktok && (
        <RoleRefusal reason={refused}>
          <Button variant="outline" disabled={connecting || refused !== undefined} onClick={() => connect(TIKTOK_CONNECT_URL)}>
            {connecting ? <Spinner /> : <PlugIcon aria-hidden="true" />}
            {tiktok.connected ? t('platforms.connectAnother') : t('platforms.connect')}
          </Button>
        </RoleRefusal>
      )}
      {tiktok?.connected && (
        <PlatformDisconnect
          mutationOptions={trpc.settings.disconnectTikTok.mutationOptions()}
          texts={{
            title: t('platforms.tiktokConfirmTitle'),
            description: t('platforms.tiktokConfirmDescription'),
            done: t('platforms.tiktokDisconnected'),
            failed: t('platforms.tiktokFailed'),
          }}
          testId="disconnect-tiktok-confirm"
        />
      )}
    </PlatformRow>
  );
}
