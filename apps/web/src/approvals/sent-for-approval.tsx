import { Link } from '@tanstack/react-router';
import { HourglassIcon } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface SentForApprovalProps {
  work: 'clone' | 'budget_change';
  proposalId: string;
  onClose: () => void;
}

/**
 * What a manager sees once their duplication or budget change is sent for approval instead of running: that nothing
 * happened yet, who decides, and where to follow it. Only a manager whose workspace asks for approval ever sees it:
 * its texts load when it shows, a spinner in the dialog meanwhile.
 */
export function SentForApproval(props: SentForApprovalProps) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-6">
          <Spinner className="size-5 text-muted-foreground" />
        </div>
      }
    >
      <SentForApprovalNote {...props} />
    </Suspense>
  );
}

function SentForApprovalNote({ work, proposalId, onClose }: SentForApprovalProps) {
  const { t } = useTranslation('approvals');
  return (
    <div className="flex flex-col gap-4" data-testid="sent-for-approval" data-proposal-id={proposalId}>
      <Alert>
        <HourglassIcon aria-hidden="true" />
        <AlertTitle>{t('sent.title')}</AlertTitle>
        <AlertDescription>{work === 'clone' ? t('sent.clone') : t('sent.budget')}</AlertDescription>
      </Alert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('sent.close')}
        </Button>
        <Button asChild>
          <Link to="/approvals/$proposalId" params={{ proposalId }}>
            {t('sent.view')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
