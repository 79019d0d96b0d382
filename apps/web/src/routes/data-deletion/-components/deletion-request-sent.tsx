import { Link } from '@tanstack/react-router';
import { MailCheckIcon } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** What the form answers, whatever the address: check the inbox, and the code to follow the request by. */
export function DeletionRequestSent({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation('dataRights');
  return (
    <Alert variant="success" role="status" data-testid="deletion-request-sent">
      <MailCheckIcon aria-hidden="true" />
      <AlertTitle>{t('request.sent.title')}</AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          <Trans t={t} i18nKey="request.sent.body" values={{ email, hours: 24 }} components={{ strong: <strong className="font-semibold break-all text-foreground" /> }} />
        </p>
        <p>
          {t('request.sent.code')}: <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground break-all">{code}</code>
        </p>
        <Button variant="outline" size="sm" className="self-start" asChild>
          <Link to="/data-deletion/status" search={{ code }}>
            {t('request.sent.status')}
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
