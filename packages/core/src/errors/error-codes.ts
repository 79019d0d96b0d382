/**
 * The single map from an application error code to how each edge reports it. Adding a code without a row is a
 * type error, so tRPC, REST and the UI can never disagree about one.
 */
export const errorCodes = {
  VALIDATION_FAILED: { trpc: 'BAD_REQUEST', http: 400, i18nKey: 'errors:validationFailed' },
  UNAUTHENTICATED: { trpc: 'UNAUTHORIZED', http: 401, i18nKey: 'errors:unauthenticated' },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403, i18nKey: 'errors:forbidden' },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404, i18nKey: 'errors:notFound' },
  CONFLICT: { trpc: 'CONFLICT', http: 409, i18nKey: 'errors:conflict' },
  /** The user has no usable connection to the ad platform the request needs (none yet, or its token died). */
  PLATFORM_NOT_CONNECTED: { trpc: 'PRECONDITION_FAILED', http: 412, i18nKey: 'errors:platformNotConnected' },
  RATE_LIMITED: { trpc: 'TOO_MANY_REQUESTS', http: 429, i18nKey: 'errors:rateLimited' },
  SERVICE_UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', http: 503, i18nKey: 'errors:serviceUnavailable' },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', http: 500, i18nKey: 'errors:internal' },
} as const satisfies Record<string, { trpc: TrpcErrorCode; http: number; i18nKey: `errors:${string}` }>;

export type AppErrorCode = keyof typeof errorCodes;

/** The tRPC error codes this project uses (a subset of tRPC's own list, kept here so core imports no framework). */
export type TrpcErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

const byTrpcCode = new Map<string, AppErrorCode>(
  Object.entries(errorCodes).map(([code, row]) => [row.trpc, code as AppErrorCode]),
);

/** The reverse lookup, for errors tRPC raises itself (input parsing, unknown procedures). */
export function appErrorCodeFromTrpc(trpcCode: string): AppErrorCode {
  return byTrpcCode.get(trpcCode) ?? 'INTERNAL';
}
