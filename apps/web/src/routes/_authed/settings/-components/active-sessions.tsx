import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOutIcon, MonitorSmartphoneIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/load-error-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useDateFormat } from '@/i18n/use-date-format';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';
import { sessionDeviceLabel } from './session-device-label';
import type { SessionInfo } from './settings-types';

export function ActiveSessions() {
  const { t } = useTranslation('settings');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.settings.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.settings.sessions.queryKey() });
  const failed = (error: unknown) => toast({ title: t('sessions.failed'), description: render(clientErrorMessageOf(error)) ?? undefined, variant: 'destructive' });
  const revokeOne = useMutation(
    trpc.settings.revokeSession.mutationOptions({
      onSuccess: () => toast({ title: t('sessions.signedOut'), variant: 'success' }),
      onError: failed,
      onSettled: refresh,
    }),
  );
  const revokeOthers = useMutation(
    trpc.settings.revokeOtherSessions.mutationOptions({
      onSuccess: ({ ended }) => toast({ title: t('sessions.othersSignedOut', { count: ended }), variant: 'success' }),
      onError: failed,
      onSettled: refresh,
    }),
  );

  if (sessions.isPending) return <Skeleton className="h-24 w-full" />;
  if (sessions.isError) return <LoadErrorState title={t('loadError')} onRetry={() => void sessions.refetch()} />;
  const others = sessions.data.filter((session) => !session.current);

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="session-list">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} busy={revokeOne.isPending && revokeOne.variables.id === session.id} onRevoke={() => revokeOne.mutate({ id: session.id })} />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('sessions.noOthers')}</p>
      ) : (
        <div>
          <Button variant="outline" className="text-destructive" disabled={revokeOthers.isPending} onClick={() => revokeOthers.mutate()} data-testid="sign-out-others">
            {revokeOthers.isPending ? <Spinner /> : <LogOutIcon aria-hidden="true" />}
            {t('sessions.signOutOthers')}
          </Button>
        </div>
      )}
    </div>
  );
}

function SessionRow({ session, busy, onRevoke }: { session: SessionInfo; busy: boolean; onRevoke: () => void }) {
  const { t } = useTranslation('settings');
  const format = useDateFormat();
  const device = sessionDeviceLabel(session, t);
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="session-row" data-current={session.current}>
      <div className="flex min-w-0 items-start gap-3">
        <MonitorSmartphoneIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{device}</span>
            {session.current && <Badge variant="success">{t('sessions.thisDevice')}</Badge>}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
            <dt>{t('sessions.address')}</dt>
            <dd className="break-all">{session.ip ?? t('sessions.unknownAddress')}</dd>
            <dt>{t('sessions.created')}</dt>
            <dd>{format.dateTime(session.createdAt)}</dd>
            <dt>{t('sessions.lastUsed')}</dt>
            <dd>{format.dateTime(session.lastUsedAt)}</dd>
          </dl>
        </div>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" disabled={busy} onClick={onRevoke} aria-label={t('sessions.signOutSession', { device })} data-testid="sign-out-session">
          {busy ? <Spinner /> : <LogOutIcon aria-hidden="true" />}
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
