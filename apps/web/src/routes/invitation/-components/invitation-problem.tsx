import { Link } from '@tanstack/react-router';
import { CircleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** An invitation that cannot be accepted, said plainly, with somewhere to go next. */
export function InvitationProblem({ message, signedIn }: { message: string; signedIn: boolean }) {
  const { t } = useTranslation('team');
  return (
    <div className="flex flex-col gap-4" data-testid="invitation-problem">
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>{t('invitation.problemTitle')}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild variant="outline">
        {signedIn ? <Link to="/dashboard">{t('invitation.toDashboard')}</Link> : <Link to="/">{t('invitation.toHome')}</Link>}
      </Button>
    </div>
  );
}
