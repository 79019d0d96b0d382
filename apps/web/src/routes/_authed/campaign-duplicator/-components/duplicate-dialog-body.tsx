import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useRenderMessage } from '@/i18n/use-render-message';
import { clientErrorMessageOf } from '@/lib/trpc-error';
import { useCloneRetry, useCloneRetryFailed, useCloneStart, useCloneStatus, useRefreshAfterClone } from './clone-api';
import { CloneResultsByCampaign, groupByCampaign } from './clone-results-by-campaign';
import { ScheduledFor } from './scheduled-batch-cancel';
import { SeveralSummary } from './several-summary';
import type { AdAccount, CloneBatchStatus, CloneRequest, CloneResultItem, DuplicateTarget } from './clone-types';
import { DuplicateForm } from './duplicate-form';
import { RetryFailedButton } from './retry-failed-button';
import { useBatchEnd } from './use-batch-end';
import { completionToastOf, finishedOutcomeOf } from './clone-outcome';
import { type AppMode, accountsForSource, resultCounts, resultsOfStatus } from './duplicator-model';
import { isSentForApproval } from '@/approvals/approval-types';
import { SentForApproval } from '@/approvals/sent-for-approval';

export interface DialogBodyProps {
  target: DuplicateTarget;
  onClose: () => void;
  accounts: { data: readonly AdAccount[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  mode: AppMode;
  onBusyChange: (busy: boolean) => void;
}

interface Batch {
  batchId: string;
  /** Results the start call already returned (every target finished in time); null while jobs run. */
  results: readonly CloneResultItem[] | null;
  /** How many accounts were selected, for the completion toast; null for a batch reopened from the history. */
  selected: number | null;
}

/** The dialog's inside, loaded when the page has drawn (see duplicate-dialog): the form, then the batch's results. */
export function DialogBody({ target, onClose, accounts, mode, onBusyChange }: DialogBodyProps) {
  const { t } = useTranslation('duplicateDialog');
  const render = useRenderMessage();
  const refreshAfterClone = useRefreshAfterClone();
  const start = useCloneStart();
  const [batch, setBatch] = useState<Batch | null>(() => (target.kind === 'batch' ? { batchId: target.batchId, results: null, selected: null } : null));
  // A manager's clone in a workspace that asks for approval: nothing ran, the proposal waits (ADR 0058).
  const [sentForApproval, setSentForApproval] = useState<string | null>(null);

  useEffect(() => onBusyChange(start.isPending), [start.isPending, onBusyChange]);

  // Targets on the source's platform only; a selection never mixes platforms, so its first campaign speaks for all.
  const source = target.kind === 'campaign' ? target.campaign : target.kind === 'campaigns' ? target.campaigns[0] : null;
  const targets = source && accounts.data ? { ...accounts, data: accountsForSource(accounts.data, source) } : accounts;

  const submit = (request: CloneRequest, selected: number) => {
    start.mutate(request, {
      onSuccess: (answer) => {
        if (isSentForApproval(answer)) {
          setSentForApproval(answer.proposalId);
          return;
        }
        void refreshAfterClone();
        const done = answer.status === 'completed' && answer.results !== null;
        if (answer.status === 'scheduled') toast({ title: t('schedule.scheduledToast'), variant: 'success' });
        setBatch({ batchId: answer.batchId, results: done ? answer.results : null, selected });
        if (done && answer.results) notifyCompletion(answer.results, selected);
      },
      onError: (error) => {
        toast({ title: t('toast.errorTitle'), description: render(clientErrorMessageOf(error)) ?? t('toast.errorDescription'), variant: 'destructive' });
      },
    });
  };

  const notifyCompletion = (results: readonly CloneResultItem[], selected: number) => {
    const { outcome, succeeded, failed, variant } = completionToastOf(results, selected);
    toast({ title: t(`toast.title.${outcome}`), description: t(`toast.description.${outcome}`, { count: selected, succeeded, failed }), variant });
  };

  if (sentForApproval)
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
        </DialogHeader>
        <SentForApproval work="clone" proposalId={sentForApproval} onClose={onClose} />
      </>
    );

  if (batch === null && target.kind === 'campaign')
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description', { name: target.campaign.name })}</DialogDescription>
        </DialogHeader>
        <DuplicateForm campaign={target.campaign} accounts={targets} submitting={start.isPending} onSubmit={submit} onCancel={onClose} />
      </>
    );

  if (batch === null && target.kind === 'campaigns')
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('several.dialogTitle', { count: target.campaigns.length })}</DialogTitle>
          <DialogDescription>{t('several.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <DuplicateForm campaign={target.campaigns[0]} several={target.campaigns} accounts={targets} submitting={start.isPending} onSubmit={submit} onCancel={onClose} />
      </>
    );

  return batch && <BatchView batch={batch} mode={mode} onClose={onClose} onCompleted={notifyCompletion} />;
}

/**
 * A batch's results: its live status, polled while its jobs run (the start call's results stand in until it arrives).
 * A failed account can be retried from here; the status then runs again until the retry ends.
 */
function BatchView({ batch, mode, onClose, onCompleted }: { batch: Batch; mode: AppMode; onClose: () => void; onCompleted: (results: readonly CloneResultItem[], selected: number) => void }) {
  const { t } = useTranslation('duplicateDialog');
  const render = useRenderMessage();
  const refreshAfterClone = useRefreshAfterClone();
  const status = useCloneStatus(batch.batchId);
  const retry = useCloneRetry();
  const retryFailed = useCloneRetryFailed();
  const running = status.data ? status.data.status !== 'completed' && status.data.status !== 'cancelled' : batch.results === null;
  const scheduled = status.data?.status === 'scheduled' || status.data?.status === 'cancelled' ? status.data.status : null;
  // The history and the campaigns are read again whenever the batch ends: its first run and every retry.
  const expectEnd = useBatchEnd(
    status.data,
    batch.results === null,
    useCallback(
      (ended: CloneBatchStatus, first: boolean) => {
        void refreshAfterClone();
        // Only a batch started here announces its end; one reopened from the history is already known.
        if (first && batch.results === null && batch.selected !== null) onCompleted(resultsOfStatus(ended), batch.selected);
      },
      [batch, onCompleted, refreshAfterClone],
    ),
  );

  const rows = status.data?.accounts ?? batch.results;
  const onRetry = (targetId: string) =>
    retry.mutate(
      { targetId },
      {
        onSuccess: () => {
          expectEnd();
          void refreshAfterClone();
        },
        onError: (error) => toast({ title: t('toast.errorTitle'), description: render(clientErrorMessageOf(error)) ?? t('toast.errorDescription'), variant: 'destructive' }),
      },
    );

  const onRetryFailed = () =>
    retryFailed.mutate(
      { batchId: batch.batchId },
      {
        onSuccess: () => {
          expectEnd();
          void refreshAfterClone();
        },
        onError: (error) => toast({ title: t('toast.errorTitle'), description: render(clientErrorMessageOf(error)) ?? t('toast.errorDescription'), variant: 'destructive' }),
      },
    );
  return (
    <>
      <DialogHeader>
        <DialogTitle>{scheduled ? t(`schedule.title.${scheduled}`) : running ? t('dialog.progressTitle') : t(`dialog.resultsTitle.${finishedOutcome(rows ?? [])}`)}</DialogTitle>
        {status.data && (
          <DialogDescription>
            {groupByCampaign(status.data.accounts).length > 1 ? (
              <SeveralSummary campaigns={groupByCampaign(status.data.accounts).length} accounts={new Set(status.data.accounts.map((row) => row.adAccountId)).size} />
            ) : (
              status.data.sourceCampaign.name
            )}
          </DialogDescription>
        )}
        {status.data?.startsAt && <ScheduledFor startsAt={status.data.startsAt} />}
      </DialogHeader>
      {rows !== null ? (
        <CloneResultsByCampaign rows={rows} mode={mode} retry={{ onRetry, pendingTargetId: retry.isPending ? (retry.variables?.targetId ?? null) : retryFailed.isPending ? batch.batchId : null }} />
      ) : status.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {render(clientErrorMessageOf(status.error)) ?? t('toast.errorDescription')}
        </p>
      ) : (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
      <DialogFooter>
        <RetryFailedButton rows={rows ?? []} pending={retry.isPending || retryFailed.isPending} onRetryFailed={onRetryFailed} />
        <Button type="button" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </DialogFooter>
    </>
  );
}

/** How a finished batch's results name it in the dialog's title. */
function finishedOutcome(rows: ReadonlyArray<{ success: boolean }>) {
  const counts = resultCounts(rows);
  return finishedOutcomeOf(counts.success, counts.error);
}
