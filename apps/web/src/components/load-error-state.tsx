import { CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/**
 * A screen's main read failed: this takes the place of its figures, so zeros from no data are never shown as if they
 * were the user's data. Retry reads again.
 */
export function LoadErrorState({ title, onRetry, retrying = false }: { title?: string; onRetry: () => unknown; retrying?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Card role="alert" data-testid="load-error">
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <CircleAlertIcon aria-hidden="true" className="size-10 text-destructive" />
        <h2 className="text-lg font-semibold tracking-tight">{title ?? t('loadError.title')}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{t('loadError.description')}</p>
        <Button variant="outline" className="mt-1" disabled={retrying} onClick={() => void onRetry()}>
          {retrying ? <Spinner /> : <RotateCwIcon aria-hidden="true" />}
          {t('loadError.retry')}
        </Button>
      </CardContent>
    </Card>
  );
}
