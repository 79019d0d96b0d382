import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalPage } from '@/components/legal/legal-page';
import { useNoIndex } from '@/hooks/use-no-index';
import { DeletionFaq } from './-components/deletion-faq';
import { DeletionRequestForm } from './-components/deletion-request-form';
import { DeletionRequestSent } from './-components/deletion-request-sent';

export const Route = createFileRoute('/data-deletion/')({
  component: DataDeletionPage,
});

/** The public form: stores the request and emails a confirmation link; the answer is the same for any address. */
function DataDeletionPage() {
  const { t } = useTranslation('dataRights');
  useNoIndex();
  const [sent, setSent] = useState<{ email: string; code: string } | null>(null);

  return (
    <LegalPage title={t('request.title')} description={t('request.description')}>
      {sent === null ? <DeletionRequestForm onSent={setSent} /> : <DeletionRequestSent email={sent.email} code={sent.code} />}
      <DeletionFaq />
    </LegalPage>
  );
}
