import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, PlugIcon, RotateCwIcon, TriangleAlertIcon, UnplugIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, TikTokIcon } from '@/components/auth/brand-icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { FACEBOOK_CONNECT_URL, FACEBOOK_RECONNECT_URL, usePlatformConnect } from '@/lib/platform-connect';
import { clientErrorMessageOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';

function PlatformRow({ icon, name, badge, children, testId }: { icon: ReactNode; name: string; badge: ReactNode; children?: ReactNode; testId: string }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between" data-testid={testId}>
      <div className="flex min-w-0 items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">{icon}</span>
        <div className="flex min-w-0 flex-col gap-1">
          <span className="font-medium">{name}</span>
          <span>{badge}</span>
        </div>
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </li>
  );
}

export function ConnectedPlatforms() {
  const { t } = useTranslation('settings');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { connecting, connect } = usePlatformConnect();
  const status = useQuery(trpc.connections.status.queryOptions());
  const [confirming, setConfirming] = useState(false);
  const disconnect = useMutation(trpc.settings.disconnectFacebook.mutationOptions());
  const facebook = status.data?.facebook;
  const linked = Boolean(facebook && (facebook.connected || facebook.error));

  const confirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        // Accounts, campaigns and figures of the connection are gone: every screen reads again.
        void queryClient.invalidateQueries();
        toast({ title: t('platforms.disconnected'), variant: 'success' });
      },
      onError: (error) => toast({ title: t('platforms.failed'), description: render(clientErrorMessageOf(error)) ?? undefined, variant: 'destructive' }),
    });

  const facebookBadge = !facebook ? (
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
    <>
      <ul className="flex flex-col gap-3">
        <PlatformRow icon={<FacebookIcon className="size-5 text-[#1877F2]" />} name={t('platforms.facebook')} badge={facebookBadge} testId="settings-facebook">
          {facebook && (
            <Button variant="outline" disabled={connecting} onClick={() => connect(linked ? FACEBOOK_RECONNECT_URL : FACEBOOK_CONNECT_URL)}>
              {connecting ? <Spinner /> : linked ? <RotateCwIcon aria-hidden="true" /> : <PlugIcon aria-hidden="true" />}
              {linked ? t('platforms.reconnect') : t('platforms.connect')}
            </Button>
          )}
          {linked && (
            <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
              <UnplugIcon aria-hidden="true" />
              {t('platforms.disconnect')}
            </Button>
          )}
        </PlatformRow>
        <PlatformRow icon={<TikTokIcon className="size-5" />} name={t('platforms.tiktok')} badge={<Badge variant="secondary">{t('platforms.comingSoon')}</Badge>} testId="settings-tiktok" />
      </ul>
      <Dialog open={confirming} onOpenChange={(open) => !disconnect.isPending && setConfirming(open)}>
        <DialogContent closeLabel={t('platforms.cancel')} className="sm:max-w-md" data-testid="disconnect-confirm">
          <DialogHeader>
            <DialogTitle>{t('platforms.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('platforms.confirmDescription')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={disconnect.isPending}>
              {t('platforms.cancel')}
            </Button>
            <Button type="button" variant="destructive" onClick={confirm} disabled={disconnect.isPending}>
              {disconnect.isPending && <Spinner />}
              {t('platforms.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
