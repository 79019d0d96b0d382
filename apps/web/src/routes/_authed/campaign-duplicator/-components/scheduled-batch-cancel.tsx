import { CalendarClockIcon, CalendarXIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useDateFormat } from '@/i18n/use-date-format';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf } from '@/lib/trpc-error';
import { useRefreshAfterClone } from './clone-api';
import { RoleRefusal } from '@/workspaces/role-refusal';
import { useWorkspaceRole } from '@/workspaces/use-workspace-role';
import { useCloneCancel } from './clone-cancel-api';

interface ScheduledBatch {
  batchId: string;
  sourceCampaignName: string;
  startsAt: Date;
}

/** "Scheduled for <date time>", as the history and the results say it. */
export function ScheduledFor({ startsAt }: { startsAt: Date }) {
  const { t } = useTranslation('duplicateDialog');
  const formatDate = useDateFormat();
  return (
    <span className="flex items-start gap-1 pt-1 text-xs whitespace-normal text-muted-foreground tabular-nums" data-testid="clone-scheduled-for">
      <CalendarClockIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {t('schedule.scheduledFor', { date: formatDate.dateTime(startsAt) })}
    </span>
  );
}

/** Cancel for a batch that has not started, after a confirmation naming what will not happen. */
export function ScheduledBatchCancel({ batch }: { batch: ScheduledBatch }) {
  const { t } = useTranslation('duplicateDialog');
  const refused = useWorkspaceRole().refusal('operate');
  const formatDate = useDateFormat();
  const render = useRenderMessage();
  const refreshAfterClone = useRefreshAfterClone();
  const cancel = useCloneCancel();
  const [confirming, setConfirming] = useState(false);
  const date = formatDate.dateTime(batch.startsAt);

  const confirm = () =>
    cancel.mutate(
      { batchId: batch.batchId },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: t('schedule.cancelledToast'), variant: 'success' });
          void refreshAfterClone();
        },
        onError: (error) => {
          setConfirming(false);
          toast({ title: t('toast.errorTitle'), description: render(clientErrorMessageOf(error)) ?? t('toast.errorDescription'), variant: 'destructive' });
          void refreshAfterClone();
        },
      },
    );

  return (
    <>
      <RoleRefusal reason={refused}>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive"
          disabled={refused !== undefined}
          onClick={() => setConfirming(true)}
          aria-label={t('schedule.cancelLabel', { name: batch.sourceCampaignName, date })}
          data-testid="clone-cancel"
        >
          <CalendarXIcon aria-hidden="true" />
          {t('schedule.cancel')}
        </Button>
      </RoleRefusal>
      <Dialog open={confirming} onOpenChange={(open) => !cancel.isPending && setConfirming(open)}>
        <DialogContent closeLabel={t('dialog.close')} className="sm:max-w-md" data-testid="clone-cancel-confirm">
          <DialogHeader>
            <DialogTitle>{t('schedule.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('schedule.confirmDescription', { name: batch.sourceCampaignName, date })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              {t('schedule.keep')}
            </Button>
            <Button type="button" variant="destructive" onClick={confirm} disabled={cancel.isPending}>
              {cancel.isPending && <Spinner />}
              {t('schedule.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
