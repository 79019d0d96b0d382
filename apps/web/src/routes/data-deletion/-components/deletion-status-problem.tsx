import { CircleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** An unknown code, or a status that could not be read (with a retry). */
export function DeletionStatusProblem({ kind, onRetry }: { kind: 'notFound' | 'error'; onRetry?: () => void }) {
  const { t } = useTranslation('dataRights');
  return (
    <Alert variant="destructive" data-testid={kind === 'notFound' ? 'deletion-status-not-found' : 'deletion-status-error'}>
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{kind === 'notFound' ? t('status.notFound') : t('status.loadError')}</AlertTitle>
      {onRetry && (
        <AlertDescription>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('status.retry')}
          </Button>
        </AlertDescription>
      )}
    </Alert>
  );
}
