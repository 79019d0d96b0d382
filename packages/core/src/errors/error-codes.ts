import type { MessageCode } from '../messages/index.ts';

/**
 * The single map from an application error code to how each edge reports it. Adding a code without a row is a
 * type error, so tRPC, REST and the UI can never disagree about one. `message` is what a refusal with no message of
 * its own says (an unknown procedure, a malformed batch).
 */
export const errorCodes = {
  VALIDATION_FAILED: { trpc: 'BAD_REQUEST', http: 400, i18nKey: 'errors:validationFailed', message: 'validationFailed' },
  UNAUTHENTICATED: { trpc: 'UNAUTHORIZED', http: 401, i18nKey: 'errors:unauthenticated', message: 'notAuthenticated' },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403, i18nKey: 'errors:forbidden', message: 'forbidden' },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404, i18nKey: 'errors:notFound', message: 'notFound' },
  /** An HTTP method the path does not serve (the answer carries `Allow`). */
  METHOD_NOT_ALLOWED: { trpc: 'METHOD_NOT_SUPPORTED', http: 405, i18nKey: 'errors:methodNotAllowed', message: 'methodNotAllowedHere' },
  /** The Host names another server (a DNS-rebound name): refused at the edge, before any route (421 Misdirected Request). */
  MISDIRECTED_REQUEST: { trpc: 'BAD_REQUEST', http: 421, i18nKey: 'errors:misdirectedRequest', message: 'misdirectedRequest' },
  CONFLICT: { trpc: 'CONFLICT', http: 409, i18nKey: 'errors:conflict', message: 'conflict' },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', http: 413, i18nKey: 'errors:payloadTooLarge', message: 'payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { trpc: 'UNSUPPORTED_MEDIA_TYPE', http: 415, i18nKey: 'errors:unsupportedMediaType', message: 'unsupportedMediaType' },
  /** The user has no usable connection to the ad platform the request needs (none yet, or its token died). */
  PLATFORM_NOT_CONNECTED: { trpc: 'PRECONDITION_FAILED', http: 412, i18nKey: 'errors:platformNotConnected', message: 'platformNotConnected' },
  RATE_LIMITED: { trpc: 'TOO_MANY_REQUESTS', http: 429, i18nKey: 'errors:rateLimited', message: 'tooManyRequests' },
  SERVICE_UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', http: 503, i18nKey: 'errors:serviceUnavailable', message: 'serviceUnavailable' },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', http: 500, i18nKey: 'errors:internal', message: 'internalError' },
} as const satisfies Record<string, { trpc: TrpcErrorCode; http: number; i18nKey: `errors:${string}`; message: MessageCode }>;

export type AppErrorCode = keyof typeof errorCodes;

/** The tRPC error codes this project uses (a subset of tRPC's own list, kept here so core imports no framework). */
export type TrpcErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_SUPPORTED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** tRPC codes with no row of their own: each is a malformed request, never a server fault. */
const malformedRequestCodes = ['PARSE_ERROR', 'UNPROCESSABLE_CONTENT'] as const;

// A tRPC code two rows share maps back to the first (BAD_REQUEST to VALIDATION_FAILED): a later Map entry would win.
const byTrpcCode = new Map<string, AppErrorCode>([
  ...Object.entries(errorCodes)
    .reverse()
    .map(([code, row]) => [row.trpc, code as AppErrorCode] as const),
  ...malformedRequestCodes.map((code) => [code, 'VALIDATION_FAILED'] as const),
]);

/** The reverse lookup, for errors tRPC raises itself (input parsing, unknown procedures). */
export function appErrorCodeFromTrpc(trpcCode: string): AppErrorCode {
  return byTrpcCode.get(trpcCode) ?? 'INTERNAL';
}
