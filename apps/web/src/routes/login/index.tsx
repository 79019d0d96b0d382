import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import type { AuthUser } from '@/auth/auth-session';
import { AuthPage } from '@/components/auth/auth-page';
import { SocialSignIn } from '@/components/auth/social-sign-in';
import { FullPageStatus } from '@/components/full-page-status';
import { toast } from '@/hooks/use-toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { returnPathFrom } from '@adfleet/core/return-path';
import { type FacebookErrorSearch, facebookErrorText, parseFacebookErrorSearch } from '@/lib/facebook-error';
import { ForgotPasswordLink } from './-components/forgot-password-link';
import { LoginForm } from './-components/login-form';

/** The spec asks for 100-300 ms between a successful sign-in and the dashboard. */
const REDIRECT_AFTER_SIGN_IN_MS = 150;

interface LoginSearch extends FacebookErrorSearch {
  /** Where the visitor was going when sent here to sign in; only a path on this site (see returnPathFrom). */
  redirect?: string | undefined;
}

export const Route = createFileRoute('/login/')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    // Set even when refused: the router keeps raw search keys a route does not overwrite.
    return { ...parseFacebookErrorSearch(search), redirect: returnPathFrom(search['redirect']) };
  },
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
    toast({ title: t('social.facebookErrorTitle'), description: t(`social.facebookErrors.${text.key}`, { scopes: text.scopes }), variant: 'destructive' });
    void navigate({ to: '/login', search: search.redirect ? { redirect: search.redirect } : {}, replace: true });
  }, [search, navigate, t]);

  const destination = search.redirect ?? '/dashboard';

  // Someone already signed in has nothing to do here; a sign-in on this page goes on after its short delay instead.
  useEffect(() => {
    if (status === 'authenticated' && !signedInHere) void navigate({ href: destination, replace: true });
  }, [status, signedInHere, navigate, destination]);

  useEffect(() => {
    if (!signedInHere) return;
    const timer = setTimeout(() => void navigate({ href: destination }), REDIRECT_AFTER_SIGN_IN_MS);
    return () => clearTimeout(timer);
  }, [signedInHere, navigate, destination]);

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
          <Link to="/register" search={search.redirect ? { redirect: search.redirect } : {}} className="font-medium text-primary underline-offset-4 hover:underline">
            {t('login.register')}
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <LoginForm onSignedIn={onSignedIn} passwordHelp={<ForgotPasswordLink />} />
        <SocialSignIn facebookLabel={t('social.facebookContinue')} />
      </div>
    </AuthPage>
  );
}
