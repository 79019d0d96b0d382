import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useRenderMessage } from '@/i18n/use-render-message';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import type { BudgetChangeInput } from './budget-types';
import { useMoney } from './use-money';
import { isSentForApproval } from '@/approvals/approval-types';
import { SentForApproval } from '@/approvals/sent-for-approval';

interface ChangePreviewDialogProps {
  request: BudgetChangeInput | null;
  onClose: () => void;
  onStarted: (changeId: string) => void;
}

/**
 * Old → new per budget, with what blocks a row, what to know, what a Meta daily budget may spend at its new value, and
 * the rows Meta's hourly limit keeps from being sent (marked, and left out of the count to confirm); the change starts
 * only from its confirm button.
 */
export function ChangePreviewDialog({ request, onClose, onStarted }: ChangePreviewDialogProps) {
  const { t } = useTranslation('budget');
  const trpc = useTRPC();
  const client = useTRPCClient();
  const money = useMoney();
  const render = useRenderMessage();
  // The preview is a mutation on the wire (200 rows fit no URL) but changes nothing: it is read like a query.
  const preview = useQuery({
    queryKey: ['budget.preview', request],
    queryFn: () => client.budget.preview.mutate(request as BudgetChangeInput),
    enabled: request !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const start = useMutation(trpc.budget.change.mutationOptions());
  // A manager's change in a workspace that asks for approval: nothing changed, the proposal waits (ADR 0058).
  const [sentForApproval, setSentForApproval] = useState<string | null>(null);
  const close = () => {
    setSentForApproval(null);
    onClose();
  };
  const changing = preview.data?.rows.filter((row) => row.newMinor !== row.oldMinor && row.notSent === null).length ?? 0;
  const notSent = preview.data?.rows.filter((row) => row.notSent !== null).length ?? 0;
  const errorMessage = (error: unknown) => {
    const message = (error as { data?: { message?: unknown } } | null)?.data?.message;
    return message && typeof message === 'object' ? render(message as Parameters<typeof render>[0]) : t('table.error');
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent closeLabel={t('preview.close')} className="sm:max-w-2xl" data-testid="budget-preview-dialog">
        <DialogHeader>
          <DialogTitle>{t('preview.title')}</DialogTitle>
          <DialogDescription>{t('preview.description')}</DialogDescription>
        </DialogHeader>
        {sentForApproval ? (
          <SentForApproval work="budget_change" proposalId={sentForApproval} onClose={close} />
        ) : (
          <>
        {preview.isPending && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {t('preview.loading')}
          </p>
        )}
        {preview.isError && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(preview.error)}</AlertDescription>
          </Alert>
        )}
        {preview.data && (
          <ul className="flex flex-col divide-y rounded-md border text-sm" data-testid="budget-preview-rows">
            {preview.data.rows.map((row) => (
              <li
                key={`${row.objectType}:${row.objectId}`}
                className="flex flex-col gap-1 p-3"
                data-testid="budget-preview-row"
                data-object-id={row.objectId}
                data-not-sent={row.notSent ? 'true' : undefined}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="flex flex-wrap items-baseline gap-2">
                    <span className="font-medium break-words">{row.name}</span>
                    {row.notSent && (
                      <Badge variant="outline" className="border-amber-600/40 text-amber-700 dark:border-amber-400/40 dark:text-amber-400" data-testid="budget-preview-not-sent">
                        {t('preview.notSent')}
                      </Badge>
                    )}
                  </span>
                  <span className="text-xs text-muted-foreground">{row.accountName}</span>
                </div>
                <div className={row.notSent ? 'tabular-nums text-muted-foreground' : 'tabular-nums'}>
                  <span className="text-muted-foreground">{t('preview.old')}</span> {money(row.oldMinor, row.currency)} → <span className="text-muted-foreground">{t('preview.new')}</span>{' '}
                  <strong data-testid="budget-preview-new" className={row.notSent ? 'line-through' : undefined}>
                    {money(row.newMinor, row.currency)}
                  </strong>
                </div>
                {row.ceiling && row.ceiling.weekMinor !== null && !row.notSent && (
                  <p className="text-xs text-muted-foreground tabular-nums" data-testid="budget-preview-ceiling">
                    {t('preview.ceiling', { day: money(row.ceiling.dayMinor, row.currency), week: money(row.ceiling.weekMinor, row.currency) })}
                  </p>
                )}
                {row.notSent && <p className="text-amber-700 dark:text-amber-400">{render(row.notSent)}</p>}
                {row.problems.map((problem) => (
                  <p key={problem.code} className="text-destructive">
                    {render(problem)}
                  </p>
                ))}
                {row.warnings.map((warning) => (
                  <p key={warning.code} className="text-amber-700 dark:text-amber-400">
                    {render(warning)}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        )}
        {notSent > 0 && !preview.data?.blocked && (
          <Alert data-testid="budget-preview-not-sent-summary">
            <AlertDescription>{t('preview.notSentSummary', { count: notSent })}</AlertDescription>
          </Alert>
        )}
        {preview.data?.blocked && (
          <Alert variant="destructive">
            <AlertDescription>{t('preview.blocked')}</AlertDescription>
          </Alert>
        )}
        {start.isError && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(start.error)}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t('preview.cancel')}
          </Button>
          <Button
            data-testid="budget-confirm"
            disabled={!preview.data || preview.data.blocked || changing === 0 || start.isPending}
            onClick={() => request && start.mutate(request, { onSuccess: (answer) => (isSentForApproval(answer) ? setSentForApproval(answer.proposalId) : onStarted(answer.changeId)) })}
          >
            {start.isPending ? t('preview.confirming') : t('preview.confirm', { count: changing })}
          </Button>
        </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
