import { decideFailure, type FailureDecision } from '../failure/failure-policy.ts';
import { isGraphError } from '../graph/index.ts';
import { type UserMessage, userMessage } from '../messages/index.ts';
import { isTikTokApiError } from '../tiktok/tiktok-error.ts';

/** What a clone attempt does with an error once its rounds of creates are spent, as the one failure policy decides. */
export function cloneFailureDecision(error: unknown, finalAttempt: boolean): FailureDecision {
  return decideFailure(error, { tries: 0, maxTries: 0, finalAttempt });
}

/** Why the target failed: the platform's own words (Meta's `error_user_msg` when it wrote one) are a parameter, shown as written. */
export function describeCloneFailure(error: unknown): UserMessage {
  if (isGraphError(error)) {
    const errorCode = `${error.code}${error.subcode ? `/${error.subcode}` : ''}`;
    return userMessage('cloneMetaRefused', { errorCode, detail: error.userMessage ?? error.message });
  }
  if (isTikTokApiError(error)) return userMessage('cloneTikTokRefused', { errorCode: String(error.code), detail: error.message });
  return userMessage('cloneUnexpected');
}
