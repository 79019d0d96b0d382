import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useRenderMessage } from '@/i18n/use-render-message';
import { callErrorText } from '@/lib/call-error-text';
import { useApprove, useReject } from './approvals-api';
import type { Proposal } from './approval-types';

const MAX_COMMENT = 1000;

/**
 * Approve or reject, with an optional comment for the proposer. A refusal (an expired proposal, a preview that changed)
 * is said in the reader's words; the page then shows the proposal's new state.
 */
export function ApprovalDecision({ proposal, viewerId }: { proposal: Proposal; viewerId: string | undefined }) {
  const { t } = useTranslation('approvals');
  const { t: tErrors } = useTranslation('errors');
  const render = useRenderMessage();
  const id = useId();
  const [comment, setComment] = useState('');
  const approve = useApprove();
  const reject = useReject();
  const busy = approve.isPending || reject.isPending;
  const error = approve.error ?? reject.error;
  const input = { id: proposal.id, ...(comment.trim() ? { comment: comment.trim() } : {}) };

  if (approve.data)
    return (
      <Alert data-testid="approval-outcome" data-outcome="approved">
        <AlertDescription className="flex flex-col items-start gap-2">
          {t('decision.approved')}
          {approve.data.cloneBatchId ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/campaign-duplicator" search={{ batchId: approve.data.cloneBatchId }}>
                {t('decision.viewBatch')}
              </Link>
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm">
              <Link to="/budget">{t('decision.viewBudget')}</Link>
            </Button>
          )}
        </AlertDescription>
      </Alert>
    );
  if (reject.data)
    return (
      <Alert data-testid="approval-outcome" data-outcome="rejected">
        <AlertDescription>{t('decision.rejected')}</AlertDescription>
      </Alert>
    );
  if (proposal.state !== 'pending') return null;
  if (!proposal.canDecide)
    return <p className="text-sm text-muted-foreground">{proposal.proposedBy?.userId === viewerId ? t('decision.ownProposal') : t('decision.cannotDecide')}</p>;

  return (
    <form
      className="flex flex-col gap-3"
      data-testid="approval-decision"
      onSubmit={(event) => {
        event.preventDefault();
        approve.mutate(input);
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-comment`}>{t('decision.commentLabel')}</Label>
        <Textarea id={`${id}-comment`} rows={3} maxLength={MAX_COMMENT} value={comment} onChange={(event) => setComment(event.target.value)} aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('decision.commentHint')}
        </p>
      </div>
      {error && (
        <Alert variant="destructive" data-testid="approval-error">
          <AlertDescription>{callErrorText(error, tErrors, render)}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={() => reject.mutate(input)} data-testid="approval-reject">
          {reject.isPending ? t('decision.rejecting') : t('decision.reject')}
        </Button>
        <Button type="submit" disabled={busy} data-testid="approval-approve">
          {approve.isPending ? t('decision.approving') : t('decision.approve')}
        </Button>
      </div>
    </form>
  );
}
