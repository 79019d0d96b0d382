import { CircleAlertIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** Stays until closed (unlike a toast) so the failure is not missed. */
export function RunErrorAlert({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('diagnostics');
  return (
    <Alert variant="destructive" className="pr-12">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{t('runError.title')}</AlertTitle>
      <AlertDescription>{t('runError.description')}</AlertDescription>
      <Button variant="ghost" size="icon" className="absolute top-1.5 right-1.5 size-8 text-destructive hover:bg-destructive/10 hover:text-destructive" onClick={onDismiss} aria-label={t('runError.dismiss')}>
        <XIcon aria-hidden="true" />
      </Button>
    </Alert>
  );
}
