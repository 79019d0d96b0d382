import { decideFailure } from '../failure/failure-policy.ts';
import { isGraphError } from '../graph/index.ts';

/**
 * How a failed sync step is handled, as the failure policy decides (reads were already retried in place by the Graph
 * client): `token` kills the connection; `retry` leaves the run queued for the job queue's next attempt (a throttle the
 * caller did not defer included); `final` records the failure.
 */
export function failureKind(error: unknown, finalAttempt: boolean): 'token' | 'retry' | 'final' {
  const decision = decideFailure(error, { tries: 0, maxTries: 0, finalAttempt });
  if (decision.action === 'token') return 'token';
  return decision.action === 'requeue' || (decision.action === 'defer' && !finalAttempt) ? 'retry' : 'final';
}

/** A failure as the sync run and audit row store it: Meta's message, never a token or URL. */
export function describeFailure(error: unknown): string {
  if (isGraphError(error)) return `Meta error ${error.code}${error.subcode ? `/${error.subcode}` : ''}: ${error.message}`;
  if (error instanceof Error && error.name === 'AbortError') return 'The sync was stopped before it finished';
  return 'Unexpected error while syncing';
}
