import { decideFailure } from '../failure/failure-policy.ts';
import { isGraphError } from '../graph/index.ts';
import { type UserMessage, userMessage } from '../messages/index.ts';
import { isTikTokApiError } from '../tiktok/tiktok-error.ts';

/**
 * How a failed sync step is handled, as the failure policy decides (reads were already retried in place by the
 * platform's client): `token` kills the connection; `retry` leaves the run queued for the job queue's next attempt (a
 * throttle the caller did not defer included); `final` records the failure.
 */
export function failureKind(error: unknown, finalAttempt: boolean): 'token' | 'retry' | 'final' {
  const decision = decideFailure(error, { tries: 0, maxTries: 0, finalAttempt });
  if (decision.action === 'token') return 'token';
  return decision.action === 'requeue' || (decision.action === 'defer' && !finalAttempt) ? 'retry' : 'final';
}

/** The platform's own code for a refusal (Meta's `code/subcode`, TikTok's `code`), as stored messages and audit rows name it. */
export function platformErrorCode(error: unknown): { code: number; subcode: number | null; text: string } | undefined {
  if (isGraphError(error)) return { code: error.code, subcode: error.subcode ?? null, text: `${error.code}${error.subcode ? `/${error.subcode}` : ''}` };
  if (isTikTokApiError(error)) return { code: error.code, subcode: null, text: String(error.code) };
  return undefined;
}

/**
 * A failure as the sync run and audit row store it: the platform's own words (Meta's `error_user_msg` when it wrote
 * one) as a parameter, never a token or URL.
 */
export function describeFailure(error: unknown): UserMessage {
  if (isGraphError(error)) return userMessage('syncRunMetaError', { errorCode: platformErrorCode(error)?.text ?? '', detail: error.userMessage ?? error.message });
  if (isTikTokApiError(error)) return userMessage('syncRunTikTokError', { errorCode: String(error.code), detail: error.message });
  if (error instanceof Error && error.name === 'AbortError') return userMessage('syncRunStopped');
  return userMessage('syncRunUnexpected');
}
