import { useMutation, useQuery } from '@tanstack/react-query';
import { MailWarningIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRenderMessage } from '@/i18n/use-render-message';
import { callErrorText } from '@/lib/call-error-text';
import { useTRPC } from '@/lib/trpc';

/** Hidden for the rest of the browser session once dismissed; it comes back at the next sign-in until confirmed. */
const DISMISSED_KEY = 'adfleet.verifyEmailBannerDismissed';

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** "Confirm your email", on every signed-in page until the address is confirmed, with a rate-limited resend. */
export function EmailVerificationBanner() {
  const { t, i18n } = useTranslation('accountLinks');
  const { t: tErrors } = useTranslation('errors');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const status = useQuery(trpc.emailVerification.status.queryOptions());
  const resend = useMutation(trpc.emailVerification.resend.mutationOptions());
  const [dismissed, setDismissed] = useState(dismissedThisSession);

  if (!status.data || status.data.verified || dismissed) return null;
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage refused (private mode): hidden on this page view only.
    }
    setDismissed(true);
  };
  const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  return (
    <aside aria-label={t('banner.label')} className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-sky-500/30 bg-sky-500/10 px-4 py-2 text-sm text-sky-900 dark:text-sky-100">
      <p className="flex min-w-[15rem] flex-1 items-start gap-2 sm:items-center">
        <MailWarningIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{t('banner.text', { email: status.data.email })}</span>
      </p>
      <div className="ml-auto flex items-center gap-2">
        {resend.isSuccess ? (
          <p role="status" className="font-medium">
            {t('banner.sent')}
          </p>
        ) : (
          <Button type="button" size="sm" variant="outline" className="h-7 bg-transparent" disabled={resend.isPending} onClick={() => resend.mutate({ language })}>
            {resend.isPending && <Spinner />}
            {resend.isPending ? t('banner.resending') : t('banner.resend')}
          </Button>
        )}
        <Button type="button" size="icon" variant="ghost" className="size-7" onClick={dismiss} aria-label={t('banner.dismiss')} title={t('banner.dismiss')}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      {resend.isError && (
        <p role="alert" className="w-full text-destructive">
          {callErrorText(resend.error, tErrors, render)}
        </p>
      )}
    </aside>
  );
}
