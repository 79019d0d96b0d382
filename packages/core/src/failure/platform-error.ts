import { type GraphErrorKind, isGraphError } from '../graph/graph-error.ts';
import { isTikTokApiError } from '../tiktok/tiktok-error.ts';

/** What the failure policy reads from a platform's refusal, whichever platform answered. */
export interface PlatformFailure {
  kind: GraphErrorKind;
  retryAfterMs: number | undefined;
}

/** Meta's and TikTok's errors in one shape; undefined for anything else (a bug, a database error, an abort). */
export function platformFailureOf(error: unknown): PlatformFailure | undefined {
  if (isGraphError(error) || isTikTokApiError(error)) return { kind: error.kind, retryAfterMs: error.retryAfterMs };
  return undefined;
}
