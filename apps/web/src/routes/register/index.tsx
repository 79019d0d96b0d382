import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import type { AuthUser } from '@/auth/auth-session';
import { AuthPage } from '@/components/auth/auth-page';
import { SocialSignIn } from '@/components/auth/social-sign-in';
import { FullPageStatus } from '@/components/full-page-status';
import { RegisterForm } from './-components/register-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { returnPathFrom } from '@adfleet/core/return-path';

interface RegisterSearch {
  /** Where the visitor goes once registered (an invitation link); only a path on this site (see returnPathFrom). */
  redirect?: string | undefined;
}

export const Route = createFileRoute('/register/')({
  validateSearch: (search: Record<string, unknown>): RegisterSearch => ({ redirect: returnPathFrom(search['redirect']) }),
  component: RegisterPage,
});

function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('register.pageTitle'));
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const { redirect } = Route.useSearch();
  const [registeredHere, setRegisteredHere] = useState(false);

  // Someone already signed in goes to the dashboard (or where they were going), and so does a new account once it exists.
  useEffect(() => {
    if (status === 'authenticated') void navigate({ href: redirect ?? '/dashboard', replace: !registeredHere });
  }, [status, registeredHere, navigate, redirect]);

  if (status === 'loading') return <FullPageStatus message={t('verifyingSession')} />;

  const onRegistered = (token: string, user: AuthUser) => {
    setRegisteredHere(true);
    signIn(token, user);
  };

  return (
    <AuthPage
      title={t('register.title')}
      description={t('register.description')}
      className="max-w-lg"
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" search={redirect ? { redirect } : {}} className="font-medium text-primary underline-offset-4 hover:underline">
            {t('register.login')}
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <RegisterForm onRegistered={onRegistered} />
        <SocialSignIn facebookLabel={t('social.facebookConnect')} withAnnounced={false} />
      </div>
    </AuthPage>
  );
}
