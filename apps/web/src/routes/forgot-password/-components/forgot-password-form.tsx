import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MailCheckIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthErrorAlert } from '@/components/auth/auth-error-alert';
import { FormField } from '@/components/auth/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useRenderMessage } from '@/i18n/use-render-message';
import { callErrorText } from '@/lib/call-error-text';
import { useTRPC } from '@/lib/trpc';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asks for a reset link; the answer reads the same whether or not an account has the address. */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation('accountLinks');
  const { t: tErrors } = useTranslation('errors');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const request = useMutation(trpc.passwordReset.request.mutationOptions());
  const { data: system } = useQuery(trpc.system.info.queryOptions());
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
    request.mutate({ email: address, language }, { onSuccess: () => setSentTo(address) });
  };

  if (sentTo !== null) {
    return (
      <div className="flex flex-col gap-4">
        <Alert role="status">
          <MailCheckIcon aria-hidden="true" />
          <AlertTitle>{t('forgot.sentTitle')}</AlertTitle>
          <AlertDescription>{t('forgot.sent', { email: sentTo })}</AlertDescription>
        </Alert>
        {system?.mode === 'sandbox' && (
          <p className="text-sm text-muted-foreground">
            {t('forgot.outboxHint')}{' '}
            <a href="/dev/outbox" className="font-medium text-primary underline-offset-4 hover:underline">
              /dev/outbox
            </a>
          </p>
        )}
        <Button type="button" variant="outline" onClick={() => (setSentTo(null), request.reset())}>
          {t('forgot.another')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={request.isPending}>
      {request.isError && <AuthErrorAlert title={t('forgot.errorTitle')} message={callErrorText(request.error, tErrors, render)} onDismiss={() => request.reset()} />}
      <FormField label={t('forgot.email')} error={invalid ? t('forgot.emailInvalid') : undefined}>
        <Input name="email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? <Spinner /> : <SendIcon aria-hidden="true" />}
        {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </form>
  );
}
