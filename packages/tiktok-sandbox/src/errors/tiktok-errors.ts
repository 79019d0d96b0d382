/**
 * TikTok answers every call with HTTP 200 and `{ code, message, request_id, data }`; `code` 0 is success. These are
 * the codes the sandbox gives, with TikTok's meanings (its Return Codes appendix, doc 1737172488964097): 40001 no
 * permission on the object, 40002 a parameter error, 40007 an object that does not exist (or is another
 * advertiser's), 40100 too many requests, 40101 a wrong app id / secret pair, 40102 an expired token, 40104 no token, 40105 an
 * invalid or revoked token, 40110 a bad authorization code, 50000 a system error worth retrying.
 */
export const CODES = {
  OK: 0,
  NO_PERMISSION: 40001,
  PARAMETER: 40002,
  OBJECT_NOT_FOUND: 40007,
  TOO_MANY_REQUESTS: 40100,
  INVALID_APP: 40101,
  TOKEN_EXPIRED: 40102,
  TOKEN_EMPTY: 40104,
  TOKEN_INVALID: 40105,
  INVALID_AUTH_CODE: 40110,
  SYSTEM: 50000,
} as const;

export class TikTokApiError extends Error {
  override name = 'TikTokApiError';
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

const DEFAULT_MESSAGES: Record<number, string> = {
  [CODES.NO_PERMISSION]: 'No permission to operate this advertiser.',
  [CODES.PARAMETER]: 'Invalid parameter.',
  [CODES.OBJECT_NOT_FOUND]: 'The object does not exist.',
  [CODES.TOO_MANY_REQUESTS]: 'Too many requests. Please retry in some time.',
  [CODES.INVALID_APP]: 'The app_id and secret do not match.',
  [CODES.TOKEN_EXPIRED]: 'Access token has expired.',
  [CODES.TOKEN_EMPTY]: 'Access token is empty.',
  [CODES.TOKEN_INVALID]: 'Access token is invalid or has been revoked.',
  [CODES.INVALID_AUTH_CODE]: 'Invalid auth_code.',
  [CODES.SYSTEM]: 'System error. Please try again later.',
};

/** An error injected through the fault controls: the code asked for, with TikTok's message for it where known. */
export function injectedError(code: number, message?: string): TikTokApiError {
  return new TikTokApiError(code, message ?? DEFAULT_MESSAGES[code] ?? `Sandbox fault ${code}.`);
}

export const errors = {
  parameter: (message: string) => new TikTokApiError(CODES.PARAMETER, message),
  missing: (field: string) => new TikTokApiError(CODES.PARAMETER, `${field}: Missing data for required field.`),
  noPermission: (advertiserId: string) => new TikTokApiError(CODES.NO_PERMISSION, `No permission to operate advertiser ${advertiserId}.`),
  notFound: (kind: string, id: string) => new TikTokApiError(CODES.PARAMETER, `${kind} ${id} does not exist.`),
  objectNotFound: (field: string, id: string, advertiserId: string) => new TikTokApiError(CODES.OBJECT_NOT_FOUND, `${field}: ${id} does not exist in advertiser ${advertiserId}.`),
  tooManyRequests: (scope: 'second' | 'minute', lockedSeconds?: number) =>
    new TikTokApiError(
      CODES.TOO_MANY_REQUESTS,
      lockedSeconds
        ? `Too many requests: the per-minute limit was exceeded; calls are locked for ${lockedSeconds} seconds.`
        : `Too many requests: the per-${scope} limit was exceeded. Please retry in some time.`,
    ),
  invalidApp: () => new TikTokApiError(CODES.INVALID_APP, DEFAULT_MESSAGES[CODES.INVALID_APP] ?? ''),
  tokenEmpty: () => new TikTokApiError(CODES.TOKEN_EMPTY, DEFAULT_MESSAGES[CODES.TOKEN_EMPTY] ?? ''),
  tokenInvalid: () => new TikTokApiError(CODES.TOKEN_INVALID, DEFAULT_MESSAGES[CODES.TOKEN_INVALID] ?? ''),
  invalidAuthCode: (why: string) => new TikTokApiError(CODES.INVALID_AUTH_CODE, `Invalid auth_code: ${why}.`),
};
