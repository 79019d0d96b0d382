/** What a clone batch came to, as the toast, the results and the history name it. */
export type CloneOutcome = 'scheduled' | 'running' | 'done' | 'partial' | 'failed' | 'cancelled';

/**
 * A batch is done only when every account succeeded and failed when none did; anything between is partly done. A
 * "completed" batch with no success is a failure, whatever the API calls its end.
 */
export function cloneOutcomeOf({ status, successCount, errorCount }: { status: string; successCount: number; errorCount: number }): CloneOutcome {
  if (status === 'scheduled' || status === 'cancelled') return status;
  return status === 'completed' ? finishedOutcomeOf(successCount, errorCount) : 'running';
}

export type FinishedOutcome = Exclude<CloneOutcome, 'scheduled' | 'running' | 'cancelled'>;

export function finishedOutcomeOf(successCount: number, errorCount: number): FinishedOutcome {
  if (successCount === 0) return 'failed';
  return errorCount === 0 ? 'done' : 'partial';
}

export const OUTCOME_BADGE = { scheduled: 'outline', running: 'secondary', done: 'success', partial: 'outline', failed: 'destructive', cancelled: 'secondary' } as const satisfies Record<CloneOutcome, string>;

export interface CompletionToast {
  outcome: FinishedOutcome;
  succeeded: number;
  failed: number;
  selected: number;
  variant: 'success' | 'default' | 'destructive';
}

const TOAST_VARIANT = { done: 'success', partial: 'default', failed: 'destructive' } as const;

/** The end of a batch started here: accounts not answered count as failed, so "done" means every selected account. */
export function completionToastOf(results: ReadonlyArray<{ success: boolean }>, selected: number): CompletionToast {
  const succeeded = results.filter((result) => result.success).length;
  const failed = Math.max(selected - succeeded, 0);
  const outcome = finishedOutcomeOf(succeeded, failed);
  return { outcome, succeeded, failed, selected, variant: TOAST_VARIANT[outcome] };
}
