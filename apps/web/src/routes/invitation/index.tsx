import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { AuthPage } from '@/components/auth/auth-page';
import { FullPageStatus } from '@/components/full-page-status';
import { Skeleton } from '@/components/ui/skeleton';
import { useNoIndex } from '@/hooks/use-no-index';
import { usePageTitle } from '@/hooks/use-page-title';
import { useDateFormat } from '@/i18n/use-date-format';
import { useTRPC } from '@/lib/trpc';
import { httpStatusOf } from '@/lib/trpc-error';
import { useCallErrorText } from '@/team/use-call-error-text';
import { InvitationActions } from './-components/invitation-actions';
import { InvitationProblem } from './-components/invitation-problem';
import { validateInvitationSearch } from './-components/invitation-search';

export const Route = createFileRoute('/invitation/')({
  validateSearch: validateInvitationSearch,
  component: InvitationPage,
});

/** Where an invitation email's link lands: who invites whom to which workspace as what, and the way to accept. */
function InvitationPage() {
  const { t } = useTranslation('team');
  usePageTitle(t('invitation.pageTitle'));
  // The address carries a single-use token: it is nobody's to index.
  useNoIndex();
  const { token } = Route.useSearch();
  const { status } = useAuth();
  const trpc = useTRPC();
  const formatDate = useDateFormat();
  const errorText = useCallErrorText();
  const preview = useQuery({ ...trpc.invitations.preview.queryOptions({ token: token ?? '' }), enabled: Boolean(token), retry: false });
  const signedIn = status === 'authenticated';

  if (status === 'loading') return <FullPageStatus message={t('invitation.pageTitle')} />;
  if (!token) {
    return (
      <AuthPage title={t('invitation.pageTitle')}>
        <InvitationProblem message={t('invitation.noLink')} signedIn={signedIn} />
      </AuthPage>
    );
  }
  if (preview.isPending) {
    return (
      <AuthPage title={t('invitation.pageTitle')}>
        <Skeleton className="h-32 w-full" />
      </AuthPage>
    );
  }
  if (preview.isError) {
    const message = httpStatusOf(preview.error) === 404 ? t('invitation.unknown') : errorText(preview.error);
    return (
      <AuthPage title={t('invitation.pageTitle')}>
        <InvitationProblem message={message} signedIn={signedIn} />
      </AuthPage>
    );
  }

  const invitation = preview.data;
  const role = t(`roles.${invitation.role}`);
  return (
    <AuthPage title={t('invitation.title', { workspace: invitation.workspaceName })}>
      {invitation.status === 'pending' ? (
        <div className="flex flex-col gap-5" data-testid="invitation-pending">
          <div className="flex flex-col gap-1 text-sm [overflow-wrap:anywhere]">
            <p>
              {invitation.invitedBy
                ? t('invitation.text', { name: invitation.invitedBy, email: invitation.email, workspace: invitation.workspaceName, role })
                : t('invitation.textNoInviter', { email: invitation.email, workspace: invitation.workspaceName, role })}
            </p>
            <p className="text-muted-foreground">{t('invitation.expiresAt', { date: formatDate.dateTime(invitation.expiresAt) })}</p>
          </div>
          <InvitationActions token={token} preview={invitation} />
        </div>
      ) : (
        <InvitationProblem message={t(`invitation.${invitation.status}`)} signedIn={signedIn} />
      )}
    </AuthPage>
  );
}
