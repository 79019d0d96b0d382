import type { InvitationPreview } from '@adfleet/core/team-schemas';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTRPC } from '@/lib/trpc';
import { useCallErrorText } from '@/team/use-call-error-text';
import { useEnterWorkspace } from '@/workspaces/use-enter-workspace';
import { invitationPath, sameEmail } from './invitation-search';

/**
 * What the visitor can do with a pending invitation: sign in or sign up (both come back here), accept when signed in
 * with the invited address, or, signed in as someone else, sign out to come back as the right person.
 */
export function InvitationActions({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { t } = useTranslation('team');
  const { status, user, signOut } = useAuth();
  const trpc = useTRPC();
  const enter = useEnterWorkspace();
  const errorText = useCallErrorText();
  const accept = useMutation(trpc.invitations.acceptByToken.mutationOptions());
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  const back = invitationPath(token);

  if (status !== 'authenticated') {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">{t('invitation.signedOutHint', { email: preview.email })}</p>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <Button asChild>
            <Link to="/login" search={{ redirect: back }} data-testid="invitation-sign-in">
              {t('invitation.signIn')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/register" search={{ redirect: back }} data-testid="invitation-register">
              {t('invitation.createAccount')}
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  if (!sameEmail(user?.email, preview.email)) {
    // Signing out here keeps the page: the visitor then signs in as the invited address and lands back on it.
    const switchPerson = () => void logout.mutateAsync().catch(() => undefined).then(() => signOut());
    return (
      <div className="flex flex-col gap-3">
        <Alert variant="destructive" data-testid="invitation-mismatch">
          <AlertDescription>{t('invitation.mismatch', { email: preview.email })}</AlertDescription>
        </Alert>
        <Button type="button" variant="outline" disabled={logout.isPending} onClick={switchPerson}>
          {logout.isPending && <Spinner />}
          {t('invitation.signOut')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {accept.isError && (
        <Alert variant="destructive">
          <AlertDescription>{errorText(accept.error)}</AlertDescription>
        </Alert>
      )}
      <Button type="button" disabled={accept.isPending} onClick={() => accept.mutate({ token }, { onSuccess: ({ workspaceId }) => enter(workspaceId) })} data-testid="invitation-accept">
        {accept.isPending && <Spinner />}
        {accept.isPending ? t('invitation.accepting') : t('invitation.accept')}
      </Button>
    </div>
  );
}
