import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { FullPageStatus } from '@/components/full-page-status';
import { useTRPC } from '@/lib/trpc';
import { usePageTitle } from '@/hooks/use-page-title';

export const Route = createFileRoute('/logout')({
  component: LogoutPage,
});

/**
 * Ends the session on the server, then forgets everything on this device and goes to sign-in. The server is asked even
 * without a stored token, since the session cookie alone could otherwise bring the session back through recovery. The
 * local sign-out happens whatever the answer: a 401 means the session was already gone, and someone who asked to leave
 * must not stay signed in because the network failed.
 */
function LogoutPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('logoutPageTitle'));
  const { signOut } = useAuth();
  const trpc = useTRPC();
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void logout.mutateAsync().catch(() => undefined).then(() => {
      signOut();
      void navigate({ to: '/login', replace: true });
    });
  }, [logout, signOut, navigate]);

  return <FullPageStatus message={t('loggingOut')} />;
}
