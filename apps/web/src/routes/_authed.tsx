import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { InconsistentSessionBanner } from '@/components/auth/inconsistent-session-banner';
import { FullPageStatus } from '@/components/full-page-status';
import { AppLayout } from '@/components/layout/app-layout';

export const Route = createFileRoute('/_authed')({
  component: AuthedLayout,
});

/** Pages under this pathless route need a signed-in user; everyone else is sent to sign in. */
function AuthedLayout() {
  const { t } = useTranslation('auth');
  const { status } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (status === 'unauthenticated') void navigate({ to: '/login', replace: true });
  }, [status, navigate]);

  if (status === 'loading') return <FullPageStatus message={t('verifyingSession')} />;
  if (status === 'unauthenticated') return <FullPageStatus message={t('redirectingToLogin')} />;
  return <AppLayout>{status === 'inconsistent' ? <InconsistentSessionBanner /> : <Outlet />}</AppLayout>;
}
