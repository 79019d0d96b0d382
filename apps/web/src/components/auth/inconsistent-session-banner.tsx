import { useNavigate } from '@tanstack/react-router';
import { CircleAlertIcon, RotateCcwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/auth/auth-context';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A token is stored but no user loaded once loading ended: offer a clean start instead of a page that cannot work. */
export function InconsistentSessionBanner() {
  const { t } = useTranslation('auth');
  const { resetSession } = useAuth();
  const navigate = useNavigate();

  const restart = () => {
    resetSession();
    void navigate({ to: '/login', replace: true });
  };

  return (
    <Alert variant="destructive" className="max-w-2xl">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{t('session.inconsistentTitle')}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <p>{t('session.inconsistent')}</p>
        <Button variant="destructive" size="sm" onClick={restart}>
          <RotateCcwIcon aria-hidden="true" />
          {t('session.restart')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
