import type { GraphErrorKind } from '../graph/graph-error.ts';

/** TikTok's answer codes AdFleet acts on (TIKTOK_API.md); every other non-zero code is a request TikTok refuses. */
export const TIKTOK_CODES = {
  NO_PERMISSION: 40001,
  TOO_MANY_REQUESTS: 40100,
  INVALID_APP: 40101,
  TOKEN_EXPIRED: 40102,
  TOKEN_EMPTY: 40104,
  TOKEN_INVALID: 40105,
  INVALID_AUTH_CODE: 40110,
  /** Ours, never TikTok's: the call got no envelope (network, timeout, a body that is not TikTok's JSON). */
  UNREACHABLE: 0,
} as const;

/** How long a job waits before trying TikTok again after it kept refusing calls as too many (its QPM lock lasts minutes). */
const TIKTOK_THROTTLE_DEFER_MS = 60_000;

/** The same kinds as Meta's errors, so the one failure policy decides for both platforms. */
function classifyTikTokError(code: number): GraphErrorKind {
  if (code === TIKTOK_CODES.TOO_MANY_REQUESTS) return 'throttled';
  if (code === TIKTOK_CODES.TOKEN_EXPIRED || code === TIKTOK_CODES.TOKEN_EMPTY || code === TIKTOK_CODES.TOKEN_INVALID) return 'auth';
  if (code === TIKTOK_CODES.NO_PERMISSION) return 'permission';
  if (code === TIKTOK_CODES.UNREACHABLE || code >= 50_000) return 'transient';
  return 'invalid';
}

/** TikTok answered with a non-zero `code` (always inside an HTTP 200), or could not be reached at all (code 0). Never carries the token. */
export class TikTokApiError extends Error {
  override name = 'TikTokApiError';
  readonly code: number;
  readonly kind: GraphErrorKind;
  /** TikTok's request id, for support; absent when no envelope came back. */
  readonly requestId: string | undefined;
  readonly retryAfterMs: number | undefined;
  constructor(code: number, message: string, options: { cause?: unknown; requestId?: string } = {}) {
    super(message, options.cause === undefined ? {} : { cause: options.cause });
    this.code = code;
    this.kind = classifyTikTokError(code);
    this.requestId = options.requestId;
    this.retryAfterMs = this.kind === 'throttled' ? TIKTOK_THROTTLE_DEFER_MS : undefined;
  }
}

export function isTikTokApiError(error: unknown): error is TikTokApiError {
  return error instanceof TikTokApiError;
}
