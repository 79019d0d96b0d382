import { createFileRoute, Link } from '@tanstack/react-router';
import { CircleCheckIcon, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '@/components/auth/auth-page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { takeLinkToken } from '@/lib/link-token';
import { ResetPasswordForm } from './-components/reset-password-form';

export const Route = createFileRoute('/reset-password/')({
  component: ResetPasswordPage,
});

/** Where the reset email's link lands (`#token=…`); no session is made here: the person signs in afterwards. */
function ResetPasswordPage() {
  const { t } = useTranslation('accountLinks');
  usePageTitle(t('reset.pageTitle'));
  const [token] = useState(takeLinkToken);
  const [done, setDone] = useState(false);

  return (
    <AuthPage title={t('reset.title')} description={done || !token ? undefined : t('reset.description')}>
      {done ? (
        <div className="flex flex-col gap-4">
          <Alert role="status">
            <CircleCheckIcon aria-hidden="true" />
            <AlertTitle>{t('reset.doneTitle')}</AlertTitle>
            <AlertDescription>{t('reset.done')}</AlertDescription>
          </Alert>
          <Button asChild>
            <Link to="/login">{t('reset.signIn')}</Link>
          </Button>
        </div>
      ) : token ? (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      ) : (
        <div className="flex flex-col gap-4">
          <Alert>
            <LinkIcon aria-hidden="true" />
            <AlertTitle>{t('reset.noLinkTitle')}</AlertTitle>
            <AlertDescription>{t('reset.noLink')}</AlertDescription>
          </Alert>
          <Button asChild variant="outline">
            <Link to="/forgot-password">{t('reset.requestNew')}</Link>
          </Button>
        </div>
      )}
    </AuthPage>
  );
}
