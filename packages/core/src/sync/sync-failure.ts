import { isGraphError } from '../graph/index.ts';

/**
 * How a failed sync step is handled: `token` kills the connection; `retry` leaves the run queued for the job queue's
 * next attempt; `final` records the failure. Throttling never gets here as a failure: callers defer instead.
 */
export function failureKind(error: unknown, finalAttempt: boolean): 'token' | 'retry' | 'final' {
  if (isGraphError(error) && error.kind === 'auth') return 'token';
  const retryable = isGraphError(error) ? error.retryable : !(error instanceof SyntaxError || error instanceof TypeError);
  return retryable && !finalAttempt ? 'retry' : 'final';
}

/** A failure as the sync run and audit row store it: Meta's message, never a token or URL. */
export function describeFailure(error: unknown): string {
  if (isGraphError(error)) return `Meta error ${error.code}${error.subcode ? `/${error.subcode}` : ''}: ${error.message}`;
  if (error instanceof Error && error.name === 'AbortError') return 'The sync was stopped before it finished';
  return 'Unexpected error while syncing';
}
