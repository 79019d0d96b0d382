import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import type { AuthUser } from '@/auth/auth-session';
import { AuthPage } from '@/components/auth/auth-page';
import { SocialSignIn } from '@/components/auth/social-sign-in';
import { FullPageStatus } from '@/components/full-page-status';
import { usePageTitle } from '@/hooks/use-page-title';
import { toast } from '@/hooks/use-toast';
import { takeConnectAttempt } from '@/lib/platform-connect';
import { facebookErrorText, parseFacebookErrorSearch } from './-components/facebook-error';
import { LoginForm } from './-components/login-form';

/** The spec asks for 100-300 ms between a successful sign-in and the dashboard. */
const REDIRECT_AFTER_SIGN_IN_MS = 150;

export const Route = createFileRoute('/login/')({
  validateSearch: parseFacebookErrorSearch,
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const search = Route.useSearch();
  const [signedInHere, setSignedInHere] = useState(false);
  const facebookErrorShown = useRef(false);

  // The Facebook flow comes back here with OAuth error codes: show our text for them once, then drop them from the URL.
  useEffect(() => {
    const text = facebookErrorText(search);
    if (text === null || facebookErrorShown.current) return;
    facebookErrorShown.current = true;
    // The connect flow ended here, not on the dashboard: it must not be confirmed there later.
    takeConnectAttempt();
    toast({ title: t('social.facebookErrorTitle'), description: t(`social.facebookErrors.${text.key}`, { scopes: text.scopes }), variant: 'destructive' });
    void navigate({ to: '/login', search: {}, replace: true });
  }, [search, navigate, t]);

  // Someone already signed in has nothing to do here; a sign-in on this page goes on after its short delay instead.
  useEffect(() => {
    if (status === 'authenticated' && !signedInHere) void navigate({ to: '/dashboard', replace: true });
  }, [status, signedInHere, navigate]);

  useEffect(() => {
    if (!signedInHere) return;
    const timer = setTimeout(() => void navigate({ to: '/dashboard' }), REDIRECT_AFTER_SIGN_IN_MS);
    return () => clearTimeout(timer);
  }, [signedInHere, navigate]);

  if (status === 'loading') return <FullPageStatus message={t('verifyingSession')} />;

  const onSignedIn = (token: string, user: AuthUser) => {
    setSignedInHere(true);
    signIn(token, user);
  };

  return (
    <AuthPage
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('login.register')}
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <LoginForm onSignedIn={onSignedIn} />
        <SocialSignIn facebookLabel={t('social.facebookContinue')} />
      </div>
    </AuthPage>
  );
}
