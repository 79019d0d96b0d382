import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CircleAlertIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalPage } from '@/components/legal/legal-page';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useNoIndex } from '@/hooks/use-no-index';
import { useRenderMessage } from '@/i18n/use-render-message';
import { takeLinkToken } from '@/lib/link-token';
import { clientErrorMessageOf } from '@/lib/trpc-error';
import { useTRPC } from '@/lib/trpc';

export const Route = createFileRoute('/data-deletion/confirm')({
  component: DeletionConfirmPage,
});

/**
 * The emailed link lands here and asks for a click: opening a link must not delete anything by itself (mail scanners
 * and link previews open links too). Confirmed, it goes to the request's status page.
 */
function DeletionConfirmPage() {
  const { t } = useTranslation('dataRights');
  useNoIndex();
  const render = useRenderMessage();
  // The emailed link carries its token in the fragment (`#token=…`), never sent to a server or a log.
  const [token] = useState(takeLinkToken);
  const navigate = useNavigate();
  const trpc = useTRPC();
  const confirm = useMutation(trpc.dataRights.confirmDeletion.mutationOptions());
  const refused = confirm.isError ? (render(clientErrorMessageOf(confirm.error)) ?? t('confirm.failed')) : null;

  return (
    <LegalPage title={t('confirm.title')} description={t('confirm.description')}>
      {token === null ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>{t('confirm.missing')}</AlertTitle>
        </Alert>
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-4">
            <p>{t('confirm.body')}</p>
            {refused && (
              <Alert variant="destructive" data-testid="deletion-confirm-refused">
                <CircleAlertIcon aria-hidden="true" />
                <AlertTitle>{refused}</AlertTitle>
              </Alert>
            )}
            <Button
              variant="destructive"
              className="self-start"
              disabled={confirm.isPending || confirm.isSuccess}
              onClick={() => confirm.mutate({ token }, { onSuccess: ({ code }) => void navigate({ to: '/data-deletion/status', search: { code } }) })}
            >
              <Trash2Icon aria-hidden="true" />
              {confirm.isPending ? t('confirm.deleting') : t('confirm.button')}
            </Button>
          </CardContent>
        </Card>
      )}
    </LegalPage>
  );
}
