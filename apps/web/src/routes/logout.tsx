import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { FullPageStatus } from '@/components/full-page-status';

export const Route = createFileRoute('/logout')({
  component: LogoutPage,
});

/** Forgets the session on this device, then goes to sign-in; the sidebar's "Sign out" points here. */
function LogoutPage() {
  const { t } = useTranslation('auth');
  const { signOut } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    signOut();
    void navigate({ href: '/login', replace: true });
  }, [signOut, navigate]);

  return <FullPageStatus message={t('signingOut')} />;
}
