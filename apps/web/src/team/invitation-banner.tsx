import type { PendingInvitation } from '@adfleet/core/team-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailPlusIcon } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useTRPC } from '@/lib/trpc';
import { useEnterWorkspace } from '@/workspaces/use-enter-workspace';
import { useCallErrorText } from './use-call-error-text';

/**
 * Invitations waiting for the signed-in person (matched by email), shown above every page until answered. Most pages
 * show none: the Team texts it words them with load only when one is waiting.
 */
export function InvitationBanner() {
  const trpc = useTRPC();
  const mine = useQuery(trpc.invitations.mine.queryOptions());
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <InvitationLines invitations={mine.data} />
    </Suspense>
  );
}

/** "Ana invited you to Agency as Manager", one line per invitation. */
function InvitationLines({ invitations }: { invitations: readonly PendingInvitation[] }) {
  const { t } = useTranslation('team');
  return (
    <aside aria-label={t('banner.label')} className="mb-4 flex flex-col gap-2" data-testid="invitation-banner">
      {invitations.map((invitation) => (
        <InvitationLine key={invitation.id} invitation={invitation} />
      ))}
    </aside>
  );
}

function InvitationLine({ invitation }: { invitation: PendingInvitation }) {
  const { t } = useTranslation('team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const enter = useEnterWorkspace();
  const errorText = useCallErrorText();
  const accept = useMutation(trpc.invitations.accept.mutationOptions());
  const decline = useMutation(trpc.invitations.decline.mutationOptions());
  const busy = accept.isPending || decline.isPending;
  const failed = (error: unknown) => toast({ title: t('banner.failed'), description: errorText(error), variant: 'destructive' });
  const role = t(`roles.${invitation.role}`);

  // Accepting makes it the person's current workspace on the server; the tab follows, so the switcher shows it at once.
  const acceptIt = () => accept.mutate({ id: invitation.id }, { onSuccess: ({ workspaceId }) => enter(workspaceId), onError: failed });
  const declineIt = () =>
    decline.mutate(
      { id: invitation.id },
      {
        onSuccess: () => {
          toast({ title: t('banner.declined') });
          void queryClient.invalidateQueries({ queryKey: trpc.invitations.mine.queryKey() });
        },
        onError: failed,
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-primary/30 bg-primary/10 px-4 py-2 text-sm" data-testid="invitation-banner-item">
      <p className="flex min-w-[15rem] flex-1 items-start gap-2 sm:items-center">
        <MailPlusIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {invitation.invitedBy
            ? t('banner.text', { name: invitation.invitedBy, workspace: invitation.workspaceName, role })
            : t('banner.textNoInviter', { workspace: invitation.workspaceName, role })}
        </span>
      </p>
      <div className="ml-auto flex items-center gap-2">
        <Button type="button" size="sm" variant="ghost" className="h-7" disabled={busy} onClick={declineIt}>
          {decline.isPending && <Spinner />}
          {t('banner.decline')}
        </Button>
        <Button type="button" size="sm" className="h-7" disabled={busy} onClick={acceptIt} data-testid="invitation-banner-accept">
          {accept.isPending && <Spinner />}
          {t('banner.accept')}
        </Button>
      </div>
    </div>
  );
}
