/**
 * What a failed Graph call means for the caller:
 * - transient: Meta's side hiccuped (1, 2, is_transient, network, 5xx) — retry with backoff;
 * - throttled: a rate limit (4, 17, 32, 613, 80000–80099) — wait `retryAfterMs`, then retry;
 * - auth: the token is dead (190 and its subcodes, 102) — mark the connection invalid, ask to reconnect;
 * - permission: a scope or role is missing (10, 200–299) — ask the user to re-authorize;
 * - invalid: the request itself is wrong (100 and everything else) — fix it, never retry.
 */
export type GraphErrorKind = 'transient' | 'throttled' | 'auth' | 'permission' | 'invalid';

export interface GraphErrorDetails {
  code: number;
  subcode?: number;
  type?: string;
  isTransient?: boolean;
  userTitle?: string;
  userMessage?: string;
  fbtraceId?: string;
  httpStatus?: number;
  retryAfterMs?: number;
}

export function classifyGraphError(code: number, isTransient: boolean | undefined): GraphErrorKind {
  if (code === 190 || code === 102) return 'auth';
  if (code === 10 || (code >= 200 && code <= 299)) return 'permission';
  if (code === 4 || code === 17 || code === 32 || code === 613 || (code >= 80_000 && code <= 80_099)) return 'throttled';
  if (code === 1 || code === 2 || isTransient === true) return 'transient';
  return 'invalid';
}

/** Never carries the access token: messages come from Meta's error body or are ours, and URLs are not included. */
export class GraphError extends Error {
  override name = 'GraphError';
  readonly kind: GraphErrorKind;
  readonly code: number;
  readonly subcode: number | undefined;
  readonly type: string | undefined;
  readonly userTitle: string | undefined;
  readonly userMessage: string | undefined;
  readonly fbtraceId: string | undefined;
  readonly httpStatus: number | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(message: string, details: GraphErrorDetails, kind: GraphErrorKind = classifyGraphError(details.code, details.isTransient)) {
    super(message);
    this.kind = kind;
    this.code = details.code;
    this.subcode = details.subcode;
    this.type = details.type;
    this.userTitle = details.userTitle;
    this.userMessage = details.userMessage;
    this.fbtraceId = details.fbtraceId;
    this.httpStatus = details.httpStatus;
    this.retryAfterMs = details.retryAfterMs;
  }

  /** Worth trying again later (after retryAfterMs for throttling, with backoff for transient errors). */
  get retryable(): boolean {
    return this.kind === 'transient' || this.kind === 'throttled';
  }
}

export function isGraphError(error: unknown): error is GraphError {
  return error instanceof GraphError;
}
