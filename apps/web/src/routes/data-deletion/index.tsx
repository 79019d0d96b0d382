import { createFileRoute } from '@tanstack/react-router';
import { CircleCheckIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormField } from '@/components/auth/form-field';
import { LegalPage, LegalSection } from '@/components/legal/legal-page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useNoIndex } from '@/hooks/use-no-index';
import { toast } from '@/hooks/use-toast';

export const Route = createFileRoute('/data-deletion/')({
  component: DataDeletionPage,
});

const FAQ = ['duration', 'scope', 'permanent'] as const;

function DataDeletionPage() {
  const { t } = useTranslation('legal');
  useNoIndex();
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);

  return (
    <LegalPage title={t('deletion.title')} description={t('deletion.description')}>
      {submittedEmail === null ? <DeletionForm onSubmitted={setSubmittedEmail} /> : <SubmittedPanel email={submittedEmail} />}
    </LegalPage>
  );
}

/** The spec keeps the request on the client: no server call; the team follows up by e-mail. */
function DeletionForm({ onSubmitted }: { onSubmitted: (email: string) => void }) {
  const { t } = useTranslation('legal');
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return;
    toast({ title: t('deletion.toast.title'), description: t('deletion.toast.description'), variant: 'success' });
    onSubmitted(trimmed);
  };

  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <h2 id={headingId} className="text-lg leading-none font-semibold">
            {t('deletion.form.title')}
          </h2>
        </CardHeader>
        <CardContent>
          <form onSubmit={handleSubmit} className="flex flex-col gap-5">
            <FormField label={t('deletion.form.email')} hint={t('deletion.form.emailHint')}>
              <Input
                type="email"
                name="email"
                autoComplete="email"
                required
                placeholder={t('deletion.form.emailPlaceholder')}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>
            <FormField label={t('deletion.form.reason')} labelNote={t('deletion.form.reasonNote')}>
              <Textarea name="reason" rows={4} placeholder={t('deletion.form.reasonPlaceholder')} value={reason} onChange={(event) => setReason(event.target.value)} />
            </FormField>
            <Button type="submit" className="self-start">
              <SendIcon aria-hidden="true" />
              {t('deletion.form.submit')}
            </Button>
          </form>
        </CardContent>
      </section>
    </Card>
  );
}

function SubmittedPanel({ email }: { email: string }) {
  const { t } = useTranslation('legal');
  return (
    <div className="flex flex-col gap-6">
      <Alert variant="success" role="status">
        <CircleCheckIcon aria-hidden="true" />
        <AlertTitle>{t('deletion.success.title')}</AlertTitle>
        <AlertDescription>
          <p>
            <Trans t={t} i18nKey="deletion.success.body" values={{ email }} components={{ strong: <strong className="font-semibold break-all text-foreground" /> }} />
          </p>
        </AlertDescription>
      </Alert>
      <LegalSection title={t('deletion.success.nextStepsTitle')}>
        <p>{t('deletion.success.nextSteps')}</p>
      </LegalSection>
      <LegalSection title={t('deletion.faq.title')}>
        <dl className="flex flex-col gap-4">
          {FAQ.map((item) => (
            <div key={item} className="flex flex-col gap-1">
              <dt className="font-medium text-foreground">{t(`deletion.faq.${item}.question`)}</dt>
              <dd>{t(`deletion.faq.${item}.answer`)}</dd>
            </div>
          ))}
        </dl>
      </LegalSection>
    </div>
  );
}
