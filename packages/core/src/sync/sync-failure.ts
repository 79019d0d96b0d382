import { decideFailure } from '../failure/failure-policy.ts';
import { isGraphError } from '../graph/index.ts';
import { type UserMessage, userMessage } from '../messages/index.ts';

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

/**
 * A failure as the sync run and audit row store it: Meta's own words (its `error_user_msg` when it wrote one) as a
 * parameter, never a token or URL.
 */
export function describeFailure(error: unknown): UserMessage {
  if (isGraphError(error)) {
    const errorCode = `${error.code}${error.subcode ? `/${error.subcode}` : ''}`;
    return userMessage('syncRunMetaError', { errorCode, detail: error.userMessage ?? error.message });
  }
  if (error instanceof Error && error.name === 'AbortError') return userMessage('syncRunStopped');
  return userMessage('syncRunUnexpected');
}
