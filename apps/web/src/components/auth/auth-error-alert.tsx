import { CircleAlertIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A failed sign-in or sign-up: stays until dismissed or the form is sent again, so the reason is not missed. */
export function AuthErrorAlert({ title, message, onDismiss }: { title: string; message: string; onDismiss: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Alert variant="destructive" className="pr-12">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute top-1.5 right-1.5 size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={onDismiss}
        aria-label={t('dismiss')}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </Alert>
  );
}
