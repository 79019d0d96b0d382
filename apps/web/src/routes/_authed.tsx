import { createFileRoute, Outlet, retainSearchParams, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { EmailVerificationBanner } from '@/components/auth/email-verification-banner';
import { InconsistentSessionBanner } from '@/components/auth/inconsistent-session-banner';
import { FullPageStatus } from '@/components/full-page-status';
import { AppLayout } from '@/components/layout/app-layout';
import { HEADER_SEARCH_KEYS, validateHeaderSearch } from '@/filters/header-search';
import { StoredPreferences } from '@/components/preferences/stored-preferences';
import { readToken } from '@/auth/auth-token';
import { readTabWorkspace } from '@/workspaces/tab-workspace';
import { WorkspaceGate } from '@/workspaces/workspace-gate';
import { InvitationBanner } from '@/team/invitation-banner';

export const Route = createFileRoute('/_authed')({
  // The header's range and platform live in the URL and go along to every page the user opens from here.
  validateSearch: validateHeaderSearch,
  search: { middlewares: [retainSearchParams([...HEADER_SEARCH_KEYS])] },
  // The sandbox banner above the header and the confirm-your-email banner above the page: knowing both before the
  // shell's first paint keeps them from pushing every page down when they arrive. prefetchQuery never throws; a
  // failed read only leaves a banner out. A new tab asks for its workspaces alongside the session check, so the
  // pages (which wait for the tab's workspace) start sooner.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(context.trpc.system.info.queryOptions()),
      context.queryClient.prefetchQuery(context.trpc.emailVerification.status.queryOptions()),
      readToken() && !readTabWorkspace() ? context.queryClient.prefetchQuery(context.trpc.workspaces.list.queryOptions()) : undefined,
    ]),
  component: AuthedLayout,
});

/** Pages under this pathless route need a signed-in user; everyone else is sent to sign in. */
function AuthedLayout() {
  const { t } = useTranslation('auth');
  const { status } = useAuth();
  const navigate = useNavigate();

  // The page asked for comes along, so a shared deep link opens once the visitor has signed in. It is read from the
  // address bar as typed, once: the router's own location would re-encode ids and change as /login comes in.
  useEffect(() => {
    if (status !== 'unauthenticated') return;
    const { pathname, search, hash } = window.location;
    const here = `${pathname}${search}${hash}`;
    // The dashboard is where sign-in leads anyway; naming it would only lengthen the address.
    void navigate({ to: '/login', search: here === '/dashboard' ? {} : { redirect: here }, replace: true });
  }, [status, navigate]);

  if (status === 'loading') return <FullPageStatus message={t('verifyingSession')} />;
  if (status === 'unauthenticated') return <FullPageStatus message={t('redirectingToLogin')} />;
  return (
    <WorkspaceGate>
      <AppLayout>
        <StoredPreferences />
        {status === 'authenticated' && <EmailVerificationBanner />}
        {status === 'authenticated' && <InvitationBanner />}
        {status === 'inconsistent' ? <InconsistentSessionBanner /> : <Outlet />}
      </AppLayout>
    </WorkspaceGate>
  );
}
