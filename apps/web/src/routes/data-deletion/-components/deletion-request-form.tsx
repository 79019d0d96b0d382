import { useMutation } from '@tanstack/react-query';
import { SendIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/auth/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf, fieldErrorsOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';

/** The request itself: the e-mail (checked by the browser and the server), an optional reason, the UI language. */
export function DeletionRequestForm({ onSent }: { onSent: (sent: { email: string; code: string }) => void }) {
  const { t, i18n } = useTranslation('dataRights');
  const render = useRenderMessage();
  const trpc = useTRPC();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const request = useMutation(trpc.dataRights.requestDeletion.mutationOptions());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return;
    setEmailError(undefined);
    const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
    request.mutate(
      { email: trimmed, language, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: ({ code }) => {
          toast({ title: t('request.toast.title'), description: t('request.toast.description'), variant: 'success' });
          onSent({ email: trimmed, code });
        },
        onError: (error) => {
          const byField = fieldErrorsOf(error);
          if (byField['email']) return setEmailError(render(byField['email']) ?? undefined);
          toast({ title: t('request.form.failed'), description: render(clientErrorMessageOf(error)) ?? undefined, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <h2 id={headingId} className="text-lg leading-none font-semibold">
            {t('request.form.title')}
          </h2>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-5" aria-busy={request.isPending} data-testid="deletion-request-form">
            <FormField label={t('request.form.email')} hint={t('request.form.emailHint')} error={emailError}>
              <Input type="email" name="email" autoComplete="email" required placeholder={t('request.form.emailPlaceholder')} value={email} onChange={(event) => setEmail(event.target.value)} />
            </FormField>
            <FormField label={t('request.form.reason')} labelNote={t('request.form.reasonNote')}>
              <Textarea name="reason" rows={4} maxLength={2000} placeholder={t('request.form.reasonPlaceholder')} value={reason} onChange={(event) => setReason(event.target.value)} />
            </FormField>
            <Button type="submit" className="self-start" disabled={request.isPending}>
              <SendIcon aria-hidden="true" />
              {request.isPending ? t('request.form.sending') : t('request.form.submit')}
            </Button>
          </form>
        </CardContent>
      </section>
    </Card>
  );
}
