import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '@/components/auth/auth-page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRenderMessage } from '@/i18n/use-render-message';
import { callErrorText } from '@/lib/call-error-text';
import { takeLinkToken } from '@/lib/link-token';
import { useTRPC } from '@/lib/trpc';

export const Route = createFileRoute('/verify-email/')({
  component: VerifyEmailPage,
});

/** Where the confirmation email's link lands: it confirms at once, signed in or not (the link may open on a phone). */
function VerifyEmailPage() {
  const { t } = useTranslation('accountLinks');
  const { t: tErrors } = useTranslation('errors');
  usePageTitle(t('verify.pageTitle'));
  const render = useRenderMessage();
  const trpc = useTRPC();
  const verify = useMutation(trpc.emailVerification.verify.mutationOptions());
  const [token] = useState(takeLinkToken);
  const sent = useRef(false);

  useEffect(() => {
    // Once: a link is single-use, and a second call (React's strict double effect) would be refused.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const failure = !token ? t('verify.noLink') : verify.isError ? callErrorText(verify.error, tErrors, render) : null;
  return (
    <AuthPage title={t('verify.title')}>
      <div className="flex flex-col gap-4">
        {failure ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>{t('verify.failedTitle')}</AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : verify.isSuccess ? (
          <Alert role="status">
            <CircleCheckIcon aria-hidden="true" />
            <AlertTitle>{t('verify.doneTitle')}</AlertTitle>
            <AlertDescription>{t('verify.done')}</AlertDescription>
          </Alert>
        ) : (
          <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {t('verify.verifying')}
          </p>
        )}
        {(verify.isSuccess || failure) && (
          <Button asChild variant={failure ? 'outline' : 'default'}>
            <Link to="/dashboard">{t('verify.continue')}</Link>
          </Button>
        )}
      </div>
    </AuthPage>
  );
}
