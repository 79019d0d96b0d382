import type { WorkspaceInvitation } from '@adfleet/core/team-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/load-error-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useDateFormat } from '@/i18n/use-date-format';
import { useTRPC } from '@/lib/trpc';
import { useCallErrorText } from './use-call-error-text';

/** Invitations not yet answered, newest first; an expired one stays listed, marked, until revoked or sent again. */
export function PendingInvitations() {
  const { t } = useTranslation('team');
  const trpc = useTRPC();
  const invitations = useQuery(trpc.invitations.list.queryOptions());

  if (invitations.isPending) return <Skeleton className="h-16 w-full" />;
  if (invitations.isError) return <LoadErrorState title={t('loadError')} onRetry={() => void invitations.refetch()} />;
  if (invitations.data.length === 0) return <p className="text-sm text-muted-foreground">{t('pending.none')}</p>;
  return (
    <ul className="flex flex-col divide-y" data-testid="pending-invitations">
      {invitations.data.map((invitation) => (
        <PendingInvitationRow key={invitation.id} invitation={invitation} />
      ))}
    </ul>
  );
}

function PendingInvitationRow({ invitation }: { invitation: WorkspaceInvitation }) {
  const { t } = useTranslation('team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const errorText = useCallErrorText();
  const revoke = useMutation(trpc.invitations.revoke.mutationOptions());

  const revokeIt = () =>
    revoke.mutate(
      { id: invitation.id },
      {
        onSuccess: () => {
          toast({ title: t('pending.revoked', { email: invitation.email }) });
          void queryClient.invalidateQueries({ queryKey: trpc.invitations.list.queryKey() });
        },
        onError: (error) => toast({ title: t('pending.failed'), description: errorText(error), variant: 'destructive' }),
      },
    );

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="pending-invitation" data-email={invitation.email}>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="min-w-0 [overflow-wrap:anywhere]">{invitation.email}</span>
          <Badge variant="outline">{t(`roles.${invitation.role}`)}</Badge>
          {invitation.expired && <Badge variant="destructive">{t('pending.expired')}</Badge>}
        </p>
        <p className="text-xs text-muted-foreground">
          {invitation.invitedBy && `${t('pending.invitedBy', { name: invitation.invitedBy })} · `}
          {!invitation.expired && t('pending.expires', { date: formatDate.date(invitation.expiresAt) })}
        </p>
      </div>
      <Button type="button" variant="outline" size="sm" className="self-start sm:self-auto" disabled={revoke.isPending} onClick={revokeIt} aria-label={t('pending.revokeLabel', { email: invitation.email })}>
        {t('pending.revoke')}
      </Button>
    </li>
  );
}
